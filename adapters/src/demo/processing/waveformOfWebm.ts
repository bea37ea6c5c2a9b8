import { PeakAccumulator } from "./PeakAccumulator";
import type { WaveformData } from "./WaveformData";

/** A decoded recording's waveform and how long its audio really lasts. */
export interface ComputedWaveform {
  readonly waveform: WaveformData;
  readonly durationSeconds: number;
}

/** Opus always decodes at 48 kHz (RFC 7845); the waveform counts samples at that rate. */
export const OPUS_SAMPLE_RATE = 48_000;

/** Why a recording gave no waveform, in words for the log. */
export class WaveformUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "WaveformUnavailable";
  }
}

/** How far decoding got, 0…1, reported about every tenth of the recording. */
export type DecodeProgress = (fraction: number) => void;

/**
 * The waveform of a WebM recording, from its real audio: mediabunny demuxes the Opus packets of the
 * audio track (audio-only and screen + microphone recordings alike) and opus-decoder (WASM) decodes
 * them one by one into peaks. Runs the same in Node and in a browser worker; both libraries load
 * only when the first recording is processed.
 */
export const waveformOfWebm = async (
  bytes: Uint8Array,
  onProgress: DecodeProgress = () => undefined,
): Promise<ComputedWaveform> => {
  const { BufferSource, EncodedPacketSink, Input, WEBM } = await import("mediabunny");
  const input = new Input({ source: new BufferSource(bytes), formats: [WEBM] });
  try {
    let track;
    try {
      track = await input.getPrimaryAudioTrack();
    } catch (error) {
      throw new WaveformUnavailable(`The recording is not a readable WebM file (${String(error)}).`);
    }
    if (!track) throw new WaveformUnavailable("The recording has no audio track.");
    if (track.codec !== "opus")
      throw new WaveformUnavailable(`The audio is ${track.codec ?? "of an unknown codec"}, not Opus.`);
    const duration = await track.computeDuration().catch(() => 0);
    const { OpusDecoder } = await import("opus-decoder");
    const decoder = new OpusDecoder({
      sampleRate: OPUS_SAMPLE_RATE,
      channels: Math.min(2, Math.max(1, track.numberOfChannels)),
    });
    await decoder.ready;
    try {
      const peaks = new PeakAccumulator(OPUS_SAMPLE_RATE);
      let packets = 0;
      let decoded = 0;
      let reported = 0;
      for await (const packet of new EncodedPacketSink(track).packets()) {
        packets += 1;
        const audio = decoder.decodeFrame(packet.data);
        if (audio.samplesDecoded > 0) {
          decoded += 1;
          peaks.add(audio.channelData, audio.samplesDecoded);
        }
        const fraction = duration > 0 ? Math.min(1, (packet.timestamp + packet.duration) / duration) : 0;
        if (fraction - reported >= 0.1) {
          reported = fraction;
          onProgress(fraction);
        }
      }
      if (packets === 0) throw new WaveformUnavailable("The recording's audio track holds no sound.");
      // A track of made-up or damaged packets decodes to nothing: no waveform rather than a flat one.
      if (decoded === 0) throw new WaveformUnavailable(`None of the ${packets} Opus packets could be decoded.`);
      return { waveform: peaks.finish(), durationSeconds: peaks.samples / OPUS_SAMPLE_RATE };
    } finally {
      decoder.free();
    }
  } finally {
    input.dispose();
  }
};
