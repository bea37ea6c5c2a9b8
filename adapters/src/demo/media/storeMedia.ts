import { DemoHttpError } from "../routing/DemoHttpError";

/** The title of a refused media write; the detail says why and what happens to the recording. */
export const MEDIA_NOT_STORED = "The recording could not be stored.";

export const MEDIA_NOT_STORED_DETAIL = {
  full: "This browser has no room left to keep the recording. It is still on this device and will upload again: free some space, then press Resume.",
  refused:
    "This browser refused to keep the recording (a private window may not allow storage). It is still on this device: press Resume, or open Lectern in a normal window.",
} as const;

/** QuotaExceededError as browsers name it (a DOMException), or as a wrapped Error of the same name. */
const isQuotaError = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  ((error as { name?: unknown }).name === "QuotaExceededError" || (error as { code?: unknown }).code === 22);

/**
 * Runs a write of recording bytes. A refusal (a full disk, a private window without IndexedDB) is a
 * 507 with a message a person can act on, not the router's generic "failed to answer": the client
 * keeps its copy and shows the detail (the upload queue's Merge Error dialog).
 */
export const storeMedia = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DemoHttpError) throw error;
    const detail = isQuotaError(error) ? MEDIA_NOT_STORED_DETAIL.full : MEDIA_NOT_STORED_DETAIL.refused;
    // The message is what clients show (spec 3 §8); the detail repeats it for those that read that.
    throw new DemoHttpError(507, { title: MEDIA_NOT_STORED, message: detail, detail });
  }
};
