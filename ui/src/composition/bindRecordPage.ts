import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { HighlightRecorders } from "@lectern/core/records/record/highlightRecorder/HighlightRecorders";
import { RecordPage } from "@lectern/core/records/record/RecordPage";
import { CaptionImport } from "@lectern/core/records/transcript/CaptionImport";
import type { Container } from "inversify";

/**
 * The record page's services (/records/{id}): the page itself, opened and closed by its route, and
 * the owner's highlight recorder toolbar (one per record's playback). The viewers its notes tab
 * opens files in are the "attachments" route services (bindAttachmentViewer).
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
  container
    .bind(CaptionImport)
    .toResolvedValue((api: ApiClient, page: RecordPage) => new CaptionImport(api, page), [ApiClient, RecordPage]);
};
