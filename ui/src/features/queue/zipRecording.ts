import type { ChunkBytes, ChunkMeta } from "@lectern/core/queue/domain/QueueItem";
import { Zip, ZipPassThrough } from "fflate";

/** One stored chunk as UploadQueueContract.chunksOf hands it out: metadata now, bytes on request. */
export interface StoredChunk {
  readonly meta: ChunkMeta;
  read(): Promise<ChunkBytes | null>;
}

/**
 * The name of a chunk inside the zip: its stream type and its position, e.g. `combined-000001.webm`.
 * Positions count from 1 so the first file reads as the first part; six digits keep the files sorted
 * by name in any file manager (a 4-hour recording at one chunk per 10 s is 1,440 parts).
 */
export const chunkFileName = (meta: ChunkMeta): string =>
  `${meta.type}-${String(meta.sequence + 1).padStart(6, "0")}.webm`;

/** A file name for the downloaded zip from the recording's label, safe on every desktop OS. */
export const recordingZipName = (label: string): string => {
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what file systems refuse
  const safe = label.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "-").trim();
  return `${safe === "" ? "recording" : safe}.zip`;
};

/**
 * Zips a recording's chunks, reading their bytes one at a time so only one chunk is in memory beside
 * the growing archive. Chunks are stored, not deflated: webm is already compressed. A chunk whose
 * bytes are gone is left out (the rest is still worth recovering); a zip with no file at all fails.
 */
export const zipRecording = async (chunks: readonly StoredChunk[]): Promise<Blob> => {
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else parts.push(data);
  });
  let files = 0;
  for (const chunk of chunks) {
    const bytes = await chunk.read();
    if (!bytes) continue;
    const file = new ZipPassThrough(chunkFileName(chunk.meta));
    zip.add(file);
    file.push(new Uint8Array(await bytes.arrayBuffer()), true);
    files += 1;
  }
  zip.end();
  if (failure) throw failure;
  if (files === 0) throw new Error("The recording has no stored chunk to zip");
  return new Blob(parts as BlobPart[], { type: "application/zip" });
};
