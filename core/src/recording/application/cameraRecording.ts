import { concatMap, defer } from "rxjs";
import type { MediaCapture, MediaPort } from "../../ports/MediaPort";
import type { UploadQueueContract } from "../../queue/application/UploadQueueContract";
import { CAMERA_RECORDING } from "../domain/recordingTexts";

/** The camera recording beside a screen recording (spec 2 §4.2). Nothing in it ever rejects. */
export interface CameraRecording {
  readonly capture: MediaCapture;
  /** Resolves once every camera slice is committed, or once the camera was lost. */
  readonly committed: Promise<void>;
  /** Resolves if the camera ends on its own (a failed commit or recorder); never otherwise. */
  readonly lost: Promise<void>;
  /** Stops the camera; its last slice is then committed (await `committed` for it). */
  stop(): Promise<void>;
}

/**
 * Spec 2 §4.2 "A camera failure is swallowed and recording continues without the camera": opens the
 * camera and commits its slices to the item as the "camera" stream, in recorder order. Resolves null
 * when the camera cannot start, or when `isWanted` says the recording ended while it was opening (so
 * no slice lands on a finished item). A later failure stops only the camera and resolves `lost`.
 */
export const startCameraRecording = async (
  media: Pick<MediaPort, "captureCamera">,
  queue: Pick<UploadQueueContract, "commitChunk">,
  itemId: string,
  cameraId: string,
  isWanted: () => boolean,
): Promise<CameraRecording | null> => {
  let capture: MediaCapture;
  try {
    capture = await media.captureCamera(CAMERA_RECORDING, cameraId);
  } catch {
    return null;
  }
  const stop = () => capture.stop().catch(() => undefined);
  if (!isWanted()) {
    await stop();
    return null;
  }
  let markLost = () => {};
  const lost = new Promise<void>((resolve) => (markLost = resolve));
  const committed = new Promise<void>((resolve) => {
    // concatMap keeps commit order equal to recorder order, whatever each write takes.
    capture.slices$.pipe(concatMap((slice) => defer(() => queue.commitChunk(itemId, "camera", slice)))).subscribe({
      error: () => {
        // The device is released so the camera light goes off; the main recording is untouched.
        markLost();
        resolve();
        void stop();
      },
      complete: () => resolve(),
    });
  });
  return { capture, committed, lost, stop };
};
