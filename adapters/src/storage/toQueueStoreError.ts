import { QueueStoreError } from "@lectern/core/ports/QueueStore";
import { QUEUE_STORE_TEXTS } from "./queueStoreTexts";

const namedError = (error: unknown): string | null =>
  error instanceof DOMException || error instanceof Error ? error.name : null;

/**
 * Turns what IndexedDB threw into the port's typed failure so the UI can tell the user at once.
 * Errors that are not IndexedDB's (a TypeError, say) are bugs and pass through unchanged.
 */
export const toQueueStoreError = (error: unknown): unknown => {
  if (error instanceof QueueStoreError) return error;
  const name = namedError(error);
  if (name === "QuotaExceededError") return new QueueStoreError("quota-exceeded", QUEUE_STORE_TEXTS.quotaExceeded);
  if (name === "VersionError") return new QueueStoreError("unavailable", QUEUE_STORE_TEXTS.newerVersion);
  if (error instanceof DOMException) return new QueueStoreError("unavailable", QUEUE_STORE_TEXTS.unavailable);
  return error;
};
