import { type ChunkMeta, type QueueItem, STREAM_TYPES } from "@lectern/core/queue/domain/QueueItem";

const FLAGS = [
  "isStarted",
  "isFinished",
  "isPendingCreated",
  "isStatusCreated",
  "isPendingEnded",
  "isStatusEnded",
  "isPendingMerge",
  "isSuspended",
] as const;

type Row = Readonly<Record<string, unknown>>;

const isRow = (value: unknown): value is Row => typeof value === "object" && value !== null;
const isText = (value: unknown): value is string => typeof value === "string";
const isTextOrNull = (value: unknown): boolean => value === null || isText(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isTime = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * True when a stored row is a whole QueueItem. Rows from an older build or edited by hand may lack
 * fields; they are skipped rather than handed to core, where a missing flag would crash a use case.
 */
export const isStoredQueueItem = (value: unknown): value is QueueItem =>
  isRow(value) &&
  isText(value.id) &&
  isTextOrNull(value.sessionId) &&
  isTime(value.startedAt) &&
  (value.endedAt === null || isTime(value.endedAt)) &&
  isText(value.name) &&
  isTextOrNull(value.organizationId) &&
  isCount(value.countChunks) &&
  isCount(value.countedChunksUploaded) &&
  isTextOrNull(value.audioPath) &&
  isTextOrNull(value.combinedPath) &&
  isTextOrNull(value.cameraPath) &&
  (value.restartOf === undefined || isTextOrNull(value.restartOf)) &&
  // Absent on rows stored before owners were kept: such an item loads for nobody until claimed.
  (value.ownerId === undefined || isTextOrNull(value.ownerId)) &&
  (value.keptOnDevice === undefined || typeof value.keptOnDevice === "boolean") &&
  isRow(value.state) &&
  FLAGS.every((flag) => typeof (value.state as Row)[flag] === "boolean");

/** The chunk's metadata with exactly the port's fields, or null when the stored row is damaged. */
export const toChunkMeta = (value: unknown): ChunkMeta | null => {
  if (!isRow(value)) return null;
  const { id, queueItemId, type, sequence, size, isUploaded } = value;
  const valid =
    isCount(id) &&
    isText(queueItemId) &&
    STREAM_TYPES.includes(type as ChunkMeta["type"]) &&
    isCount(sequence) &&
    isCount(size) &&
    size > 0 &&
    typeof isUploaded === "boolean";
  return valid ? { id, queueItemId, type: type as ChunkMeta["type"], sequence, size, isUploaded } : null;
};
