import { readElementHeader } from "@lectern/core/queue/domain/webm/ebml";
import {
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedVideoPacketSource,
  Output,
  WebMOutputFormat,
} from "mediabunny";

export interface RecordedWebm {
  /** The bytes as MediaRecorder hands them out over a recording: EBML header, Segment header, Clusters. */
  readonly stream: Uint8Array;
  /** The same media finalised by mediabunny (with Cues at the end), for comparison. */
  readonly finalised: Uint8Array;
  readonly durationSeconds: number;
}

/**
 * A small real WebM recorded the way MediaRecorder writes one: a live stream (unknown-size Segment
 * and Clusters, no Duration, no Cues). Muxed by mediabunny from packets we make up (10 fps VP8,
 * 20 ms Opus frames), so no encoder or ffmpeg is needed; players read the container, which is what
 * the duration fix is about.
 */
export const recordWebm = async (seconds = 3): Promise<RecordedWebm> => {
  const parts: Uint8Array[] = [];
  const target = new BufferTarget();
  const output = new Output({
    target,
    format: new WebMOutputFormat({
      appendOnly: true,
      minimumClusterDuration: 0.5,
      onEbmlHeader: (data) => void parts.push(data.slice()),
      onSegmentHeader: (data) => void parts.push(data.slice()),
      onCluster: (data) => void parts.push(data.slice()),
    }),
  });
  const video = new EncodedVideoPacketSource("vp8");
  const audio = new EncodedAudioPacketSource("opus");
  output.addVideoTrack(video, { frameRate: 10 });
  output.addAudioTrack(audio);
  await output.start();
  for (let frame = 0; frame < seconds * 10; frame += 1) {
    const at = frame / 10;
    await video.add(
      new EncodedPacket(new Uint8Array(40).fill(frame), frame % 10 === 0 ? "key" : "delta", at, 0.1),
      frame === 0 ? { decoderConfig: { codec: "vp8", codedWidth: 64, codedHeight: 48 } } : undefined,
    );
    for (let step = 0; step < 5; step += 1) {
      await audio.add(
        new EncodedPacket(new Uint8Array(12).fill(step), "key", at + step * 0.02, 0.02),
        frame === 0 && step === 0
          ? { decoderConfig: { codec: "opus", numberOfChannels: 1, sampleRate: 48_000 } }
          : undefined,
      );
    }
  }
  await output.finalize();
  const stream = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    stream.set(part, offset);
    offset += part.length;
  }
  return { stream, finalised: new Uint8Array(target.buffer!), durationSeconds: seconds };
};

/** Cuts bytes at arbitrary points, as MediaRecorder's timeslice blobs are cut. */
export const cutInto = (bytes: Uint8Array, count: number): Uint8Array[] => {
  const cuts = Array.from({ length: count - 1 }, (_, i) => Math.round(((i + 1) * bytes.length) / count) - (i % 3) * 7);
  const bounds = [0, ...cuts, bytes.length];
  return bounds.slice(1).map((end, i) => bytes.slice(bounds[i], end));
};

const UNKNOWN_SIZE_8 = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];

/**
 * The same stream with Chrome's spelling of "unknown size" (eight bytes, 0x01FFFFFFFFFFFFFF) on the
 * Segment and every Cluster, where mediabunny writes one byte (0xFF).
 */
export const withChromeUnknownSizes = (stream: Uint8Array): Uint8Array => {
  const out: number[] = [];
  for (let pos = 0; pos < stream.length;) {
    const header = readElementHeader(stream, pos);
    if (!header) throw new Error(`not EBML at ${pos}`);
    if (header.size === null) {
      out.push(...stream.subarray(header.start, header.sizeStart), ...UNKNOWN_SIZE_8);
      pos = header.dataStart;
    } else {
      out.push(...stream.subarray(header.start, header.dataStart + header.size));
      pos = header.dataStart + header.size;
    }
  }
  return Uint8Array.from(out);
};
