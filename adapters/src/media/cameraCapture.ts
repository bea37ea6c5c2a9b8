import { type CameraCaptureSettings, type MediaCapture, MediaFailure } from "@lectern/core/ports/MediaPort";
import { ANY_CAMERA_ID } from "./listVideoInputs";
import { failureOf } from "./mediaFailureOf";
import { recordStream } from "./recordStream";

/** One camera, video only, through its own recorder (spec 2 §2.2, §9); the stream is the preview. */
export const cameraCapture = async (settings: CameraCaptureSettings, deviceId: string): Promise<MediaCapture> => {
  if (!navigator.mediaDevices?.getUserMedia) throw new MediaFailure("no-device", "This browser offers no camera.");
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: {
        ...(deviceId === ANY_CAMERA_ID ? {} : { deviceId: { exact: deviceId } }),
        width: { ideal: settings.width },
        height: { ideal: settings.height },
      },
      audio: false,
    });
  } catch (error) {
    throw failureOf(error);
  }
  const capture = recordStream(stream, {
    mimeTypes: settings.mimeTypes,
    videoBitsPerSecond: settings.videoBitsPerSecond,
    timesliceMs: settings.timesliceMs,
    tracks: stream.getTracks(),
    sources: { camera: stream.getVideoTracks() },
  });
  // Assigned rather than spread: spreading would freeze the capture's mimeType getter too early.
  return Object.assign(capture, { preview: () => stream });
};
