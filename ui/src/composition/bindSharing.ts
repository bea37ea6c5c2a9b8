import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { HighlightSharing } from "@lectern/core/sharing/application/HighlightSharing";
import { ShareSettings } from "@lectern/core/sharing/application/ShareSettings";
import type { Container } from "inversify";

/**
 * The owner's sharing (issue 13): the share dialog of a record and the one of a highlight. One of
 * each for the app's life (the container's default scope), so what a dialog saved is still there
 * when it opens again.
 */
export const bindSharing = (container: Container): void => {
  container
    .bind(ShareSettings)
    .toResolvedValue(
      (api: ApiClient, auth: AuthSession) => new ShareSettings(api, () => auth.state.user?.email ?? null),
      [ApiClient, AuthSession],
    );
  container.bind(HighlightSharing).toResolvedValue((api: ApiClient) => new HighlightSharing(api), [ApiClient]);
};
