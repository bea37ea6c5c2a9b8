import {
  type AudioCaptureSettings,
  type CameraCaptureSettings,
  type CameraDevice,
  type MediaCapture,
  MediaFailure,
  type MediaPort,
  type ScreenCaptureSettings,
} from "@lectern/core/ports/MediaPort";
import { cameraCapture } from "./cameraCapture";
import { listVideoInputs } from "./listVideoInputs";
import { failureOf } from "./mediaFailureOf";
import { recordStream } from "./recordStream";

/** Spec 2 §4.2: the microphone is captured with echo cancellation off. */
const microphone = async (): Promise<MediaStream> => {
  if (!navigator.mediaDevices?.getUserMedia) throw new MediaFailure("no-device", "This browser offers no microphone.");
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: false }, video: false });
  } catch (error) {
    throw failureOf(error);
  }
};

/** The screen the user picks; closing the picker is 'Screen was not selected' (spec 2 §8). */
const screen = async (settings: ScreenCaptureSettings): Promise<MediaStream> => {
  if (!navigator.mediaDevices?.getDisplayMedia) {
    throw new MediaFailure("recorder-failed", "This browser cannot record the screen.");
  }
  try {
    return await navigator.mediaDevices.getDisplayMedia({
      video: { width: { ideal: settings.width }, height: { ideal: settings.height } },
      audio: false,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "NotAllowedError") {
      throw new MediaFailure("screen-not-selected", "Screen was not selected");
    }
    throw failureOf(error);
  }
};

/** getUserMedia, getDisplayMedia and MediaRecorder (spec 2 §4.2, §9). */
export class BrowserMedia implements MediaPort {
  async captureAudio(settings: AudioCaptureSettings): Promise<MediaCapture> {
    const stream = await microphone();
    return recordStream(stream, {
      mimeTypes: [settings.mimeType],
      audioBitsPerSecond: settings.audioBitsPerSecond,
      timesliceMs: settings.timesliceMs,
      tracks: stream.getTracks(),
      sources: { microphone: stream.getAudioTracks() },
    });
  }

  async captureScreen(settings: ScreenCaptureSettings): Promise<MediaCapture> {
    const mic = await microphone();
    let display: MediaStream;
    try {
      display = await screen(settings);
    } catch (error) {
      for (const track of mic.getTracks()) track.stop();
      throw error;
    }
    // One combined stream: the screen's video with the microphone's audio.
    const combined = new MediaStream([...display.getVideoTracks(), ...mic.getAudioTracks()]);
    return recordStream(combined, {
      mimeTypes: settings.mimeTypes,
      videoBitsPerSecond: settings.videoBitsPerSecond,
      audioBitsPerSecond: settings.audioBitsPerSecond,
      timesliceMs: settings.timesliceMs,
      tracks: [...display.getTracks(), ...mic.getTracks()],
      sources: { microphone: mic.getAudioTracks(), screen: display.getVideoTracks() },
    });
  }

  listCameras(): Promise<readonly CameraDevice[]> {
    return listVideoInputs();
  }

  captureCamera(settings: CameraCaptureSettings, deviceId: string): Promise<MediaCapture> {
    return cameraCapture(settings, deviceId);
  }
}
