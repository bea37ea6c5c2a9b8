import { type RecordSlides, RecordSlidesFactory } from "@lectern/core/slides/application/RecordSlides";
import { useEffect, useState } from "react";
import { useService } from "../../reactive/useService";

/**
 * One record's slides, made in an effect and disposed in its cleanup (StrictMode's second mount gets a
 * fresh one; nothing is made during render). Null until the first effect ran.
 */
export function useRecordSlides(recordId: string, isOwner: boolean): RecordSlides | null {
  const factory = useService<RecordSlidesFactory>(RecordSlidesFactory);
  const [slides, setSlides] = useState<RecordSlides | null>(null);
  useEffect(() => {
    const created = factory.create(recordId, { isOwner });
    created.open();
    // The service is an external system made for this record: its handle reaches render through state.
    // oxlint-disable-next-line react/set-state-in-effect
    setSlides(created);
    return () => {
      created.dispose();
      setSlides(null);
    };
  }, [factory, recordId, isOwner]);
  return slides;
}
