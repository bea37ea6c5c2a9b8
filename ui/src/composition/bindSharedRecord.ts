import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { SharedRecordPage } from "@lectern/core/records/record/RecordPage";
import { SharedIdScope } from "@lectern/core/sharing/application/SharedIdScope";
import type { Container } from "inversify";

/**
 * /shared-records/{id}: the record page in shared mode and what it needs, for visitors too — so only
 * base services (api, socket, session, redirect memory); its attachment viewer is the "attachments"
 * module's. Applied once by the route services when the shared route first loads.
 */
export const bindSharedRecord = (container: Container): void => {
  container.bind(SharedIdScope).toResolvedValue((api: ApiClient) => new SharedIdScope(api), [ApiClient]);
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
};
