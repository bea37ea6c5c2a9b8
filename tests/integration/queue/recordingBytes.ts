import type { ChunkBytes } from "@lectern/core/queue/domain/QueueItem";

/**
 * Recorder-like bytes that say where they came from (item, stream, sequence), so a slice out of
 * place shows in a comparison. The first byte is never WebM's EBML magic (0x1a): the demo's merge
 * would then rewrite the header, and the tests compare bytes exactly.
 */
export const sliceBytes = (item: number, stream: number, sequence: number, size: number): Uint8Array => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (item * 31 + stream * 7 + sequence * 13 + i) % 251;
  bytes[0] = 0x55;
  return bytes;
};

/** What a recorder commits: bytes behind the small Blob-like interface of the store. */
export const asChunk = (bytes: Uint8Array): ChunkBytes => ({
  size: bytes.byteLength,
  arrayBuffer: async () => bytes.slice().buffer,
});

export const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
};
