import { ArchiveAccount } from "@lectern/core/account/archive/application/ArchiveAccount";
import { DeviceList } from "@lectern/core/account/devices/application/DeviceList";
import { PhonePairing } from "@lectern/core/account/devices/application/PhonePairing";
import { UiAdjustments, userIdOf } from "@lectern/core/account/settings/application/UiAdjustments";
import { UserSettingsEditor } from "@lectern/core/account/settings/application/UserSettingsEditor";
import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import type { Container } from "inversify";

/**
 * The account's settings, devices and archive (issue 14): the "accountSettings" route services,
 * bound when the profile or pairing pages (or the UI adjustments at sign-in) first need them.
 * The phone's pairing page needs no sign-in, so everything here rests on the base services only.
 */
export const bindAccountSettings = (container: Container): void => {
  container
    .bind(UiAdjustments)
    .toResolvedValue(
      (api: ApiClient, auth: AuthSession) => new UiAdjustments(api, userIdOf(auth.state$)),
      [ApiClient, AuthSession],
    );
  container
    .bind(UserSettingsEditor)
    .toResolvedValue(
      (api: ApiClient, adjustments: UiAdjustments) =>
        new UserSettingsEditor(api, (settings) => adjustments.set(settings.uiAdjustments)),
      [ApiClient, UiAdjustments],
    );
  container.bind(DeviceList).toResolvedValue((api: ApiClient) => new DeviceList(api), [ApiClient]);
  container.bind(PhonePairing).toResolvedValue((devices: DeviceList) => new PhonePairing(devices), [DeviceList]);
  container.bind(ArchiveAccount).toResolvedValue(
    (api: ApiClient, auth: AuthSession) =>
      new ArchiveAccount(api, {
        email: () => auth.state.user?.email ?? null,
        // The server ended every session of the account: what is left of logging out is local.
        signOut: (message) => auth.clear(message, true),
      }),
    [ApiClient, AuthSession],
  );
};
