import { ApiClient } from "@lectern/core/api/ApiClient";
import { GeolocationPort } from "@lectern/core/ports/GeolocationPort";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { RecordingAccounts } from "@lectern/core/recording/application/RecordingAccounts";
import { SessionGeo } from "@lectern/core/recording/application/SessionGeo";
import { UploadQueue as UploadQueueToken } from "@lectern/core/queue/application/UploadQueueToken";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import type { Container } from "inversify";

/** The widget launcher's services: the accounts a recording can go to, and the session's location. */
export const bindLauncher = (container: Container): void => {
  container.bind(RecordingAccounts).toResolvedValue((api: ApiClient) => new RecordingAccounts(api), [ApiClient]);
  container
    .bind(SessionGeo)
    .toResolvedValue(
      (api: ApiClient, geolocation: GeolocationPort, recorder: Recorder, queue: UploadQueueContract) =>
        new SessionGeo(api, geolocation, recorder, queue),
      [ApiClient, GeolocationPort, Recorder, UploadQueueToken],
    );
};
