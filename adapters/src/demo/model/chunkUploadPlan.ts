/** What to do with an upload of slices `from` … `to` when the stream holds slices up to `next - 1`. */
export type ChunkUploadPlan =
  /** Every slice is held already (a retry after a lost reply): answer 200, store nothing. */
  | { readonly kind: "held" }
  /** Slices next … from - 1 are missing: refuse with 409, the client must send `next` first. */
  | { readonly kind: "gap"; readonly next: number }
  /** Append the slices from `next` on; `skipBytes` are the bytes of the slices already held. */
  | {
      readonly kind: "append";
      readonly first: number;
      readonly skipBytes: number;
      readonly sizes: readonly number[];
    };

/**
 * The ordering rule of the partial upload (uploadCalls): ordered, and idempotent by the chunk file
 * name. `sizes` holds each slice's byte size, from `from` to `to`, already checked against the file.
 */
export const planChunkUpload = (next: number, from: number, to: number, sizes: readonly number[]): ChunkUploadPlan => {
  if (to < next) return { kind: "held" };
  if (from > next) return { kind: "gap", next };
  const skip = next - from;
  return {
    kind: "append",
    first: next,
    skipBytes: sizes.slice(0, skip).reduce((total, size) => total + size, 0),
    sizes: sizes.slice(skip),
  };
};
