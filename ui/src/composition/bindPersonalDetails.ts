import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { LoadCountries } from "@lectern/core/auth/application/LoadCountries";
import { AvatarCropper } from "@lectern/core/profile/application/AvatarCropper";
import { PersonalDetails } from "@lectern/core/profile/application/PersonalDetails";
import type { Container } from "inversify";

/**
 * /profile/personal: the personal-details form and the avatar cropper. Imported by the lazily loaded
 * page, never by the first load; binds once, and the session (already bound) hears every saved change.
 */
export const bindPersonalDetails = (container: Container): void => {
  container
    .bind(PersonalDetails)
    .toResolvedValue(
      (api: ApiClient, session: AuthSession, countries: LoadCountries) =>
        new PersonalDetails(api, session, () => countries.execute()),
      [ApiClient, AuthSession, LoadCountries],
    );
  container
    .bind(AvatarCropper)
    .toResolvedValue((details: PersonalDetails) => new AvatarCropper(details), [PersonalDetails]);
};
