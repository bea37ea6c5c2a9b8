import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { HighlightRecorders } from "@lectern/core/records/record/highlightRecorder/HighlightRecorders";
import { RecordPage } from "@lectern/core/records/record/RecordPage";
import type { Container } from "inversify";

/**
 * The record page's services (/records/{id}): the page itself, opened and closed by its route, and
 * the image and document viewers its notes tab opens files in (the widget keeps its own inside
 * NoteAttachments), and the owner's highlight recorder toolbar (one per record's playback).
 */
export const bindRecordPage = (container: Container): void => {
  container
    .bind(RecordPage)
    .toResolvedValue(
      (api: ApiClient, socket: SocketPort, auth: AuthSession) =>
        new RecordPage(api, socket, () => auth.state.user?.id ?? null),
      [ApiClient, SocketPort, AuthSession],
    );
  container
    .bind(HighlightRecorders)
    .toResolvedValue((api: ApiClient, page: RecordPage) => new HighlightRecorders(api, page), [ApiClient, RecordPage]);
  // A visitor's shared record page (bindSharedRecord) may have bound one before the sign-in.
  if (!container.isBound(AttachmentViewer)) {
    container
      .bind(AttachmentViewer)
      .toResolvedValue(
        (clock: ClockPort, files: NoteFileAddress) => new AttachmentViewer(clock, files),
        [ClockPort, NoteFileAddress],
      );
  }
};
