import type { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import type { TrackpadView } from "@lectern/core/highlights/application/Trackpad";
import type { NoteAttachments } from "@lectern/core/notes/application/NoteAttachments";
import type { SessionNotes } from "@lectern/core/notes/application/SessionNotes";
import { X } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Button } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { LiveCaptionsPanel } from "./captions/LiveCaptionsPanel";
import { NotesPanel } from "./notes/NotesPanel";

export interface WidgetSidePanelProps {
  notesOpen: boolean;
  captionsOn: boolean;
  notes: SessionNotes;
  attachments: NoteAttachments;
  captions: LiveCaptions;
  trackpad: TrackpadView;
  onCloseNotes: () => void;
  /** Closes the whole panel (notes and captions): the phone sheet's close button. */
  onClose: () => void;
}

/** Where the side panel is a full-width sheet over the widget (see WidgetPage.css). */
const SHEET_QUERY = "(max-width: 739px)";

/**
 * Spec 2 §2.4, §2.5, §4.3: the side panel with Live Captions and Notes. Beside the card on a wide
 * screen; on a phone a full-width sheet (a labelled region with its own close button) that takes
 * focus when it opens and gives it back to what opened it when it closes.
 */
export function WidgetSidePanel({
  notesOpen,
  captionsOn,
  notes,
  attachments,
  captions,
  trackpad,
  onCloseNotes,
  onClose,
}: WidgetSidePanelProps) {
  const notesView = useObservable(notes.state$, notes.state);
  const panel = useRef<HTMLElement>(null);
  // Focus is the page's to manage here, not a service lifecycle: the sheet covers the widget, so the
  // keyboard must land inside it, and return where it was once the sheet goes.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!window.matchMedia(SHEET_QUERY).matches) return;
    panel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <aside ref={panel} className="widget-page__side" aria-label="Side panel" tabIndex={-1}>
      <div className="widget-page__sheet-bar">
        <Button variant="ghost" size="sm" onPress={onClose} aria-label="Close side panel">
          <X size={18} aria-hidden="true" />
          Close
        </Button>
      </div>
      {captionsOn && <LiveCaptionsPanel captions={captions} />}
      {notesOpen && (
        <NotesPanel
          notes={notes}
          view={notesView}
          attachments={attachments}
          trackpad={trackpad}
          onClose={onCloseNotes}
        />
      )}
    </aside>
  );
}
