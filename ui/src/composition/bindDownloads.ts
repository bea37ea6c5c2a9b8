import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { DemoVideo } from "@lectern/core/downloads/DemoVideo";
import type { Container } from "inversify";
import { map } from "rxjs";

/**
 * /downloads: the demo video service. Bound by the downloads page's own chunk the first time it
 * renders (not by the first load), for visitors and signed-in users alike; later visits reuse it.
 */
export const bindDownloads = (container: Container): void => {
  container
    .bind(DemoVideo)
    .toResolvedValue(
      (api: ApiClient, auth: AuthSession) =>
        new DemoVideo(
          api,
          auth.state$.pipe(map((state) => ({ status: state.status, userId: state.user?.id ?? null }))),
        ),
      [ApiClient, AuthSession],
    );
};
