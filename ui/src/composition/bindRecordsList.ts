import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { RecordsList } from "@lectern/core/records/list/RecordsList";
import type { Container } from "inversify";
import { distinctUntilChanged, map } from "rxjs";

/** /records: the list service, following the signed-in user's list channel while the page reads it. */
export const bindRecordsList = (container: Container): void => {
  container.bind(RecordsList).toResolvedValue(
    (api: ApiClient, socket: SocketPort, auth: AuthSession) =>
      new RecordsList(
        api,
        socket,
        auth.state$.pipe(
          map((state) => state.user?.id ?? null),
          distinctUntilChanged(),
        ),
      ),
    [ApiClient, SocketPort, AuthSession],
  );
};
