import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { SharedRecordPage } from "@lectern/core/records/record/RecordPage";
import { SharedIdScope } from "@lectern/core/sharing/application/SharedIdScope";
import type { Container } from "inversify";

/** Until a visitor signs in, the mode's note files are not bound: the viewer says the file cannot open. */
const VISITOR_FILES_TEXT = "Log in to open the files of this recording.";

/**
 * Files through the mode's NoteFileAddress once it is bound (at sign-in, with the signed-in ports);
 * before that — a signed-out visitor — opening a file is refused with a reason the viewer shows.
 */
const noteFilesOf = (container: Container): NoteFileAddress => {
  const files = (): NoteFileAddress | null =>
    container.isBound(NoteFileAddress) ? container.get<NoteFileAddress>(NoteFileAddress) : null;
  return {
    open: (url) => files()?.open(url) ?? Promise.reject(new Error(VISITOR_FILES_TEXT)),
    readText: (url) => files()?.readText(url) ?? Promise.reject(new Error(VISITOR_FILES_TEXT)),
    release: (address) => files()?.release(address),
  };
};

/**
 * /shared-records/{id}: the record page in shared mode and what it needs, for visitors too — so only
 * base services (api, socket, session, redirect memory, clock). Imported by the lazily loaded shared
 * route, never by the first load; binds once, and never again what the signed-in half bound first.
 */
export const bindSharedRecord = (container: Container): void => {
  if (!container.isBound(SharedIdScope)) {
    container.bind(SharedIdScope).toResolvedValue((api: ApiClient) => new SharedIdScope(api), [ApiClient]);
  }
  if (!container.isBound(SharedRecordPage)) {
    container.bind(SharedRecordPage).toResolvedValue(
      (api: ApiClient, socket: SocketPort, auth: AuthSession, scope: SharedIdScope, redirects: RedirectMemory) =>
        new SharedRecordPage(
          api,
          socket,
          () => auth.state.user?.id ?? null,
          scope,
          (path) => redirects.remember(path),
        ),
      [ApiClient, SocketPort, AuthSession, SharedIdScope, RedirectMemory],
    );
  }
  if (!container.isBound(AttachmentViewer)) {
    container
      .bind(AttachmentViewer)
      .toResolvedValue((clock: ClockPort) => new AttachmentViewer(clock, noteFilesOf(container)), [ClockPort]);
  }
};
