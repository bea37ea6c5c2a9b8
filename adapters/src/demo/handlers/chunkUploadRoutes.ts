import { parseChunkFileName } from "@lectern/core/queue/application/uploadCalls";
import { storeMedia } from "../media/storeMedia";
import { Fnv1a64 } from "@lectern/core/queue/domain/Fnv1a64";
import { readFileBytes } from "../media/readFileBytes";
import { planChunkUpload } from "../model/chunkUploadPlan";
import { streamResource } from "../model/recordingResources";
import { requireStreamAccess } from "../model/sharedAccess";
import { asRecord, attributesOf, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";
import { SESSION_ALREADY_MERGED } from "./streamRoutes";

export const CHUNK_TEXTS = {
  fileMissing: "The file field is required.",
  oneFile: "Send exactly one file per upload.",
  fileName: "The file name must be {from}-{to}-{hash}.webm, as chunkFileName makes it.",
  unreadable: "The file could not be read.",
  empty: "The file must not be empty.",
  slices: "The slices field must be a list of each slice's size in bytes (positive whole numbers).",
  sliceCount: (expected: number) => `The slices field must list ${expected} sizes, one per slice of the file name.`,
  sliceSum: (sum: number, size: number) => `The slices add up to ${sum} bytes, but the file has ${size}.`,
  hash: "The file name's hash must be the FNV-1a 64 of the file's bytes (16 hex digits).",
  gap: (from: number, next: number) =>
    `The upload starts at slice ${from}, but the stream holds ${next === 0 ? "no slices" : `slices up to ${next - 1}`}: send slice ${next} first.`,
} as const;

/**
 * The `slices` field: in the multipart's JSON part (`{slices}` or JSON:API attributes), or a form
 * field of its own; as a list or as JSON text.
 */
const slicesFieldOf = (body: unknown): unknown => {
  const raw = asRecord(body)?.["slices"] ?? attributesOf(body)["slices"];
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
};

const isSizeList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((size) => Number.isSafeInteger(size) && (size as number) > 0);

/** Cuts the appended part of the file into its slices. */
const cutSlices = (bytes: Uint8Array, skipBytes: number, sizes: readonly number[]): Uint8Array[] => {
  let offset = skipBytes;
  return sizes.map((size) => {
    const slice = bytes.subarray(offset, offset + size);
    offset += size;
    return slice;
  });
};

/**
 * PUT streams/{id}/partial/upload (spec 2 §7; uploadCalls): ordered and idempotent by the chunk
 * file name, so the client can retry blindly after a lost reply or a restart.
 */
export const chunkUploadRoutes: readonly Route[] = [
  authRoute("PUT", "streams/{id}/partial/upload", async (context) => {
    const { request, db, media, params } = context;
    const { stream, session } = requireStreamAccess(context, params["id"] ?? "", "own");
    const files = request.files.filter((file) => file.field === "file");
    requireValid(
      [["file", files.length === 1 ? null : files.length ? CHUNK_TEXTS.oneFile : CHUNK_TEXTS.fileMissing]],
      "",
    );
    const file = files[0]!;
    const name = parseChunkFileName(file.name);
    requireValid([["file", name ? null : CHUNK_TEXTS.fileName]], "");
    const bytes = await readFileBytes(file.data);
    requireValid([["file", bytes ? (bytes.length ? null : CHUNK_TEXTS.empty) : CHUNK_TEXTS.unreadable]], "");
    const { from, to, hash } = name!;
    const size = bytes!.length;
    const sizes = slicesFieldOf(request.body);
    const sum = isSizeList(sizes) ? sizes.reduce((total, slice) => total + slice, 0) : 0;
    requireValid(
      [
        [
          "slices",
          !isSizeList(sizes)
            ? CHUNK_TEXTS.slices
            : sizes.length !== to - from + 1
              ? CHUNK_TEXTS.sliceCount(to - from + 1)
              : sum !== size
                ? CHUNK_TEXTS.sliceSum(sum, size)
                : null,
        ],
        ["file", hash === new Fnv1a64().update(bytes!).digest() ? null : CHUNK_TEXTS.hash],
      ],
      "",
    );

    const plan = planChunkUpload(stream.receivedThrough + 1, from, to, sizes as number[]);
    if (plan.kind === "held") return dataReply(streamResource(stream));
    if (plan.kind === "gap") {
      throw new DemoHttpError(409, {
        title: CHUNK_TEXTS.gap(from, plan.next),
        meta: { received_through: stream.receivedThrough },
      });
    }
    if (session.status === 30) throw new DemoHttpError(409, { title: SESSION_ALREADY_MERGED });
    // Bytes first: should the snapshot fail to save, the slices are simply sent and written again.
    await storeMedia(() => media.putSlices(stream.id, plan.first, cutSlices(bytes!, plan.skipBytes, plan.sizes)));
    db.mutate(() => {
      stream.receivedThrough = to;
      stream.receivedBytes += size - plan.skipBytes;
      if (stream.status === 0) stream.status = 10;
    }, stream);
    return dataReply(streamResource(stream));
  }),
];
