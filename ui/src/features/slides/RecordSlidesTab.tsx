import { WithRouteServices } from "../shell/WithRouteServices";
import { SlidesPanel } from "./SlidesPanel";
import { useRecordSlides } from "./useRecordSlides";

export interface RecordSlidesTabProps {
  readonly recordId: string;
  /** The owner on their own page: uploads, deletes and writes notes (spec 3 §6). Everyone else reads. */
  readonly isOwner: boolean;
}

function RecordSlides({ recordId, isOwner }: RecordSlidesTabProps) {
  const slides = useRecordSlides(recordId, isOwner);
  return slides ? <SlidesPanel key={recordId} slides={slides} /> : null;
}

/** The record page's Slides tab, loaded on first opening with pdf.js behind it fetched only for a PDF. */
export function RecordSlidesTab(props: RecordSlidesTabProps) {
  return (
    <WithRouteServices name="slides">
      <RecordSlides {...props} />
    </WithRouteServices>
  );
}
