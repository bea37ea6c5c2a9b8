import { ApiClient } from "@lectern/core/api/ApiClient";
import { GeolocationPort } from "@lectern/core/ports/GeolocationPort";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { RecordingAccounts } from "@lectern/core/recording/application/RecordingAccounts";
import { SessionGeo } from "@lectern/core/recording/application/SessionGeo";
import type { Container } from "inversify";

/** The widget launcher's services: the accounts a recording can go to, and the session's location. */
export const bindLauncher = (container: Container): void => {
  container.bind(RecordingAccounts).toResolvedValue((api: ApiClient) => new RecordingAccounts(api), [ApiClient]);
  container
    .bind(SessionGeo)
    .toResolvedValue(
      (api: ApiClient, geolocation: GeolocationPort, recorder: Recorder) => new SessionGeo(api, geolocation, recorder),
      [ApiClient, GeolocationPort, Recorder],
    );
};
