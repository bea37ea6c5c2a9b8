import type { AudioSample } from "@lectern/core/ports/MediaPort";

/** Spec 2 §9 "Audio analysis": FFT size 8192, smoothing 0.85. */
const FFT_SIZE = 8192;
const SMOOTHING = 0.85;

export interface AudioAnalyser {
  sample(): AudioSample;
  close(): void;
}

/**
 * An AnalyserNode over the microphone's tracks, for the waveform and the input level. Where the
 * browser offers no AudioContext the recording goes on without them.
 */
export const audioAnalyser = (tracks: readonly MediaStreamTrack[]): AudioAnalyser | null => {
  const audioTracks = tracks.filter((track) => track.kind === "audio");
  if (audioTracks.length === 0 || typeof AudioContext === "undefined") return null;
  try {
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream(audioTracks));
    const analyser = context.createAnalyser();
    analyser.fftSize = FFT_SIZE;
    analyser.smoothingTimeConstant = SMOOTHING;
    source.connect(analyser);
    const waveform = new Uint8Array(analyser.fftSize);
    return {
      sample: () => {
        analyser.getByteTimeDomainData(waveform);
        let sum = 0;
        for (const value of waveform) {
          const centred = (value - 128) / 128;
          sum += centred * centred;
        }
        return { level: Math.min(1, Math.sqrt(sum / waveform.length)), waveform: waveform.slice() };
      },
      close: () => {
        source.disconnect();
        void context.close().catch(() => undefined);
      },
    };
  } catch {
    return null;
  }
};
