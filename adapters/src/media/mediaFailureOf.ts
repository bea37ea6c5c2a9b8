import { MediaFailure } from "@lectern/core/ports/MediaPort";

/** The names getUserMedia rejects with, mapped to what the user can do about each. */
export const failureOf = (error: unknown): MediaFailure => {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "NotAllowedError" || name === "SecurityError") return new MediaFailure("permission-denied", message);
  if (name === "NotFoundError" || name === "OverconstrainedError") return new MediaFailure("no-device", message);
  if (name === "NotReadableError" || name === "AbortError") return new MediaFailure("device-in-use", message);
  return new MediaFailure("recorder-failed", message);
};
