import { ArchiveAccount } from "@lectern/core/account/archive/application/ArchiveAccount";
import { DeviceList } from "@lectern/core/account/devices/application/DeviceList";
import { PhonePairing } from "@lectern/core/account/devices/application/PhonePairing";
import { UiAdjustments, userIdOf } from "@lectern/core/account/settings/application/UiAdjustments";
import { UserSettingsEditor } from "@lectern/core/account/settings/application/UserSettingsEditor";
import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import type { Container } from "inversify";

/**
 * The account's settings, devices and archive (issue 14): bound by the lazily loaded profile and
 * pairing pages the first time one renders (pattern of bindSharedRecord), never by the first load.
 * The phone's pairing page needs no sign-in, so everything here rests on the base services only.
 */
export const bindAccountSettings = (container: Container): void => {
  if (!container.isBound(UiAdjustments)) {
    container
      .bind(UiAdjustments)
      .toResolvedValue(
        (api: ApiClient, auth: AuthSession) => new UiAdjustments(api, userIdOf(auth.state$)),
        [ApiClient, AuthSession],
      );
  }
  if (!container.isBound(UserSettingsEditor)) {
    container
      .bind(UserSettingsEditor)
      .toResolvedValue(
        (api: ApiClient, adjustments: UiAdjustments) =>
          new UserSettingsEditor(api, (settings) => adjustments.set(settings.uiAdjustments)),
        [ApiClient, UiAdjustments],
      );
  }
  if (!container.isBound(DeviceList)) {
    container.bind(DeviceList).toResolvedValue((api: ApiClient) => new DeviceList(api), [ApiClient]);
  }
  if (!container.isBound(PhonePairing)) {
    container.bind(PhonePairing).toResolvedValue((devices: DeviceList) => new PhonePairing(devices), [DeviceList]);
  }
  if (!container.isBound(ArchiveAccount)) {
    container.bind(ArchiveAccount).toResolvedValue(
      (api: ApiClient, auth: AuthSession) =>
        new ArchiveAccount(api, {
          email: () => auth.state.user?.email ?? null,
          // The server ended every session of the account: what is left of logging out is local.
          signOut: (message) => auth.clear(message, true),
        }),
      [ApiClient, AuthSession],
    );
  }
};

const applying = new WeakSet<Container>();

/**
 * Spec 3 §1's accessibility overlay: follows the signed-in user's UI adjustments setting and applies
 * it to the page (its stylesheet loads the first time it is on). Idempotent per container. Called by
 * the account pages; one call at sign-in (see the issue 14 report) applies it from the first page.
 */
export const startUiAdjustments = (container: Container): void => {
  if (applying.has(container)) return;
  applying.add(container);
  bindAccountSettings(container);
  const adjustments = container.get(UiAdjustments);
  adjustments.follow();
  void import("../features/profile/settings/accessibility/applyUiAdjustments").then(({ applyUiAdjustments }) =>
    applyUiAdjustments(adjustments.on$, document.documentElement),
  );
};
