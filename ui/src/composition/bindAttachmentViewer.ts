import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import type { Container } from "inversify";

/** Until a visitor signs in, the mode's note files are not bound: the viewer says the file cannot open. */
const VISITOR_FILES_TEXT = "Log in to open the files of this recording.";

/**
 * Files through the mode's NoteFileAddress once the signed-in services are ready (they bring it);
 * before that — a signed-out visitor of a shared record — opening a file is refused with a reason
 * the viewer shows.
 */
const noteFilesOf = (container: Container, lifecycle: AppLifecycle): NoteFileAddress => {
  const files = (): NoteFileAddress | null =>
    lifecycle.state.phase === "ready" ? container.get<NoteFileAddress>(NoteFileAddress) : null;
  return {
    open: (url) => files()?.open(url) ?? Promise.reject(new Error(VISITOR_FILES_TEXT)),
    readText: (url) => files()?.readText(url) ?? Promise.reject(new Error(VISITOR_FILES_TEXT)),
    release: (address) => files()?.release(address),
  };
};

/**
 * The image and document viewers a record's notes open files in, one for the record page and the
 * shared record page alike (the widget keeps its own inside NoteAttachments).
 */
export const bindAttachmentViewer = (container: Container): void => {
  container
    .bind(AttachmentViewer)
    .toResolvedValue(
      (clock: ClockPort, lifecycle: AppLifecycle) => new AttachmentViewer(clock, noteFilesOf(container, lifecycle)),
      [ClockPort, AppLifecycle],
    );
};
