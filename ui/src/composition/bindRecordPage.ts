import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { RecordPage } from "@lectern/core/records/record/RecordPage";
import type { Container } from "inversify";

/** The record page's service (/records/{id}): one for the signed-in user, opened and closed by its route. */
export const bindRecordPage = (container: Container): void => {
  container
    .bind(RecordPage)
    .toResolvedValue(
      (api: ApiClient, socket: SocketPort, auth: AuthSession) =>
        new RecordPage(api, socket, () => auth.state.user?.id ?? null),
      [ApiClient, SocketPort, AuthSession],
    );
};
