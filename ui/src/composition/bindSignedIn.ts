import { ApiClient } from "@lectern/core/api/ApiClient";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { KeyValueStore } from "@lectern/core/ports/KeyValueStore";
import { QueueStore } from "@lectern/core/ports/QueueStore";
import { UploadQueue } from "@lectern/core/queue/application/UploadQueue";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { UploadQueue as UploadQueueToken } from "@lectern/core/queue/application/UploadQueueToken";
import { DEFAULT_BATCH_LIMITS } from "@lectern/core/queue/domain/uploadBatch";
import { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { StartRecordingSession } from "@lectern/core/recording/application/StartRecordingSession";
import type { Container } from "inversify";
import type { Observable } from "rxjs";
import { QueueStoreWarnings } from "./bindBrowserQueueStore";
import { bindCaptions } from "./bindCaptions";
import { bindLauncher } from "./bindLauncher";
import { bindRecordsList } from "./bindRecordsList";
import { bindRecordPage } from "./bindRecordPage";
import { bindNoteEditing } from "./bindNoteEditing";
import { bindSharing } from "./bindSharing";
import { bindStudy } from "./bindStudy";
import { bindWidget } from "./bindWidget";

/**
 * The core a signed-in user needs: the upload queue, recording, the widget's services and live
 * captions. Fetched and bound by AppLifecycle at the first sign-in, so the sign-in pages never load
 * it; the mode's signed-in ports (bindSignedInPorts) are bound just before.
 */
export const bindSignedIn = (container: Container): void => {
  container
    .bind(UploadQueueToken)
    .toResolvedValue(
      (api: ApiClient, store: QueueStore, clock: ClockPort, network: NetworkMonitor, warnings: Observable<string>) =>
        new UploadQueue(api, store, clock, network, DEFAULT_BATCH_LIMITS, warnings),
      [ApiClient, QueueStore, ClockPort, NetworkMonitor, QueueStoreWarnings],
    );
  container
    .bind(ScreenQualityPreference)
    .toResolvedValue((keyValue: KeyValueStore) => new ScreenQualityPreference(keyValue), [KeyValueStore]);
  container
    .bind(StartRecordingSession)
    .toResolvedValue(
      (api: ApiClient, network: NetworkMonitor, queue: UploadQueueContract) =>
        new StartRecordingSession(api, network, queue),
      [ApiClient, NetworkMonitor, UploadQueueToken],
    );
  bindWidget(container);
  bindLauncher(container);
  bindCaptions(container);
  bindRecordPage(container);
  bindSharing(container);
  bindNoteEditing(container);
  bindRecordsList(container);
  bindStudy(container);
  // Spec 3 §1: the accessibility adjustments follow the user's setting from the first page after sign-in.
  void import("./startUiAdjustments")
    .then(({ startUiAdjustments }) => startUiAdjustments(container))
    .catch(() => {
      // Offline at sign-in: the page works without the overlay, and the next sign-in tries again.
    });
};
