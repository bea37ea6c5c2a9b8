import { randomToken } from "../../crypto/randomToken";
import type { DemoDatabase } from "../../db/DemoDatabase";
import type { SlideFormat } from "./slideFormats";

/** How long an upload URL answers (contract call 1). */
export const SLIDE_UPLOAD_LIFETIME_MS = 60 * 60_000;
/** The largest slide file a PUT takes (contract call 2). */
export const SLIDE_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** One upload URL handed out: whose, for which session and file, and, once its PUT came, where the bytes are. */
export interface SlideUpload {
  readonly token: string;
  /** The opaque path the attach call names. */
  readonly path: string;
  readonly userId: string;
  readonly sessionId: string;
  readonly name: string;
  readonly format: SlideFormat;
  readonly expiresAt: number;
  /** Set by the PUT: the media store key and size of the bytes. */
  stored: { readonly key: string; readonly size: number } | null;
}

/**
 * A backend's upload URLs, in memory only (like address tokens: a restart forgets them, and a
 * client asks for a new URL). The token is used once; the path is attached once.
 */
class SlideUploads {
  readonly #byToken = new Map<string, SlideUpload>();
  readonly #byPath = new Map<string, SlideUpload>();
  /** The PUT's size limit: SLIDE_UPLOAD_MAX_BYTES, smaller in tests (setSlideUploadLimit). */
  limit = SLIDE_UPLOAD_MAX_BYTES;

  issue(fields: Omit<SlideUpload, "token" | "path" | "stored">): SlideUpload {
    this.#prune(fields.expiresAt - SLIDE_UPLOAD_LIFETIME_MS);
    const upload: SlideUpload = { ...fields, token: randomToken(24), path: `slides/${randomToken(16)}`, stored: null };
    this.#byToken.set(upload.token, upload);
    this.#byPath.set(upload.path, upload);
    return upload;
  }

  /** The upload a PUT may still send, or null (unknown, used or expired). */
  open(token: string, now: number): SlideUpload | null {
    const upload = this.#byToken.get(token);
    return upload && upload.stored === null && now < upload.expiresAt ? upload : null;
  }

  /** The PUT arrived: the token is spent. */
  stored(upload: SlideUpload, key: string, size: number): void {
    upload.stored = { key, size };
    this.#byToken.delete(upload.token);
  }

  /** The upload `path` names, if its bytes came; taken, so it attaches once. */
  take(path: string, sessionId: string): SlideUpload | null {
    const upload = this.#byPath.get(path);
    if (!upload || upload.stored === null || upload.sessionId !== sessionId) return null;
    this.#byPath.delete(path);
    return upload;
  }

  #prune(now: number): void {
    for (const [token, upload] of this.#byToken) if (upload.expiresAt <= now) this.#byToken.delete(token);
    for (const [path, upload] of this.#byPath) if (upload.expiresAt <= now) this.#byPath.delete(path);
  }
}

const uploads = new WeakMap<DemoDatabase, SlideUploads>();

/** The upload URLs of this backend (one per database). */
export const slideUploadsOf = (db: DemoDatabase): SlideUploads => {
  let found = uploads.get(db);
  if (!found) uploads.set(db, (found = new SlideUploads()));
  return found;
};

/** For tests: a smaller PUT limit than 100 MB, so a 413 needs no 100 MB body. */
export const setSlideUploadLimit = (db: DemoDatabase, bytes: number = SLIDE_UPLOAD_MAX_BYTES): void => {
  slideUploadsOf(db).limit = bytes;
};
