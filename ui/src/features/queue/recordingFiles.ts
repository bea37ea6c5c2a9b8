import { type ChunkBytes, type ChunkMeta, STREAM_TYPES, type StreamType } from "@lectern/core/queue/domain/QueueItem";
import { joinWebmSlices } from "@lectern/core/queue/domain/webm/joinWebmSlices";

/** One stored chunk as UploadQueueContract.chunksOf hands it out: metadata now, bytes on request. */
export interface StoredChunk {
  readonly meta: ChunkMeta;
  read(): Promise<ChunkBytes | null>;
}

/** One playable file of a recording: a stream's slices joined in order, with its duration written. */
export interface RecordingFile {
  readonly blob: Blob;
  readonly name: string;
  readonly type: StreamType;
  /** From the frames' timestamps; null when the joined bytes are not a readable WebM. */
  readonly durationSeconds: number | null;
}

/**
 * A file name from the recording's label, safe on every desktop OS. A recording of several streams
 * (screen and camera) gives one file per stream, named after it.
 */
export const recordingFileName = (label: string, type: StreamType, several: boolean): string => {
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what file systems refuse
  const safe = label.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "-").trim();
  return `${safe === "" ? "recording" : safe}${several ? ` (${type})` : ""}.webm`;
};

const readSlices = async (chunks: readonly StoredChunk[]): Promise<Uint8Array[]> => {
  const slices: Uint8Array[] = [];
  for (const chunk of chunks) {
    const bytes = await chunk.read();
    // A slice whose bytes are gone is left out: the rest still plays, with a jump where it was.
    if (bytes) slices.push(new Uint8Array(await bytes.arrayBuffer()));
  }
  return slices;
};

/**
 * The recording as the student can play it (spec 2 §2.7, issue 10 §7): per stream, its slices read one
 * at a time in sequence order and joined into one .webm whose Duration is written, instead of a zip
 * of raw fragments. A recording with no stored slice at all fails.
 */
export const recordingFiles = async (chunks: readonly StoredChunk[], label: string): Promise<RecordingFile[]> => {
  const streams = STREAM_TYPES.map((type) => ({
    type,
    chunks: chunks.filter((chunk) => chunk.meta.type === type).sort((a, b) => a.meta.sequence - b.meta.sequence),
  })).filter((stream) => stream.chunks.length > 0);
  const files: RecordingFile[] = [];
  for (const stream of streams) {
    const slices = await readSlices(stream.chunks);
    if (slices.length === 0) continue;
    const joined = joinWebmSlices(slices);
    files.push({
      blob: new Blob([joined.bytes as Uint8Array<ArrayBuffer>], {
        type: stream.type === "audio" ? "audio/webm" : "video/webm",
      }),
      name: recordingFileName(label, stream.type, streams.length > 1),
      type: stream.type,
      durationSeconds: joined.durationSeconds,
    });
  }
  if (files.length === 0) throw new Error("The recording has no stored chunk to join");
  return files;
};
