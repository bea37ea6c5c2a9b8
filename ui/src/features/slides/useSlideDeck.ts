import type { SlidesDocument } from "@lectern/core/slides/application/RecordSlides";
import { isViewableSlideFormat } from "@lectern/core/slides/domain/slideFormats";
import { useEffect, useState, useSyncExternalStore } from "react";
import { openPdfDeck } from "../../slides/pdf/openPdfDeck";
import { EMPTY_DECK, SlideDeckController, type SlideDeckSnapshot } from "../../slides/SlideDeckController";

const noSubscription = () => () => undefined;

/**
 * The viewer's deck for the document shown: a controller made in an effect (its lifecycle stays out of
 * React), opening each new document's bytes and closed with the panel. `onUnreadable` hears a PDF
 * pdf.js could not open.
 */
export function useSlideDeck(
  document: SlidesDocument | null,
  onUnreadable: () => void,
): { controller: SlideDeckController | null; snapshot: SlideDeckSnapshot } {
  const [controller, setController] = useState<SlideDeckController | null>(null);
  useEffect(() => {
    const created = new SlideDeckController({ open: openPdfDeck });
    setController(created);
    return () => {
      created.close();
      setController(null);
    };
  }, []);
  // Keyed by the bytes, not the document's key: the preview that became the server's file after its
  // upload is the same bytes, and is not read a second time.
  const bytes = document && isViewableSlideFormat(document.format) ? document.bytes : null;
  useEffect(() => {
    if (!controller) return;
    if (bytes === null) controller.close();
    else void controller.open(bytes);
  }, [controller, bytes]);
  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getSnapshot ?? (() => EMPTY_DECK),
  );
  // The controller says a deck could not be opened by its status (its open never rejects).
  const failed = snapshot.status === "failed";
  useEffect(() => {
    if (failed) onUnreadable();
    // Once per failure.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  return { controller, snapshot };
}
