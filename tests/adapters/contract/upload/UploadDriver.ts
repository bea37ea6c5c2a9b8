import { concatBytes } from "@lectern/core/queue/domain/webm/concatBytes";
import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import { TokenReply } from "@lectern/core/api/resources/tokenReply";
import type { WireResponse } from "@lectern/core/api/wire";
import { chunkFileName, uploadCalls } from "@lectern/core/queue/application/uploadCalls";
import { Fnv1a64 } from "@lectern/core/queue/domain/Fnv1a64";
import type { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import { SessionDocument, SessionList, StreamDocument } from "./uploadDocuments";

export const STARTED_AT = "2026-11-22T09:00:00.000Z";

/** Distinct bytes per slice, so a slice stored in the wrong place shows. */
export const sliceBytes = (sequence: number, size = 8 + (sequence % 5)): Uint8Array =>
  Uint8Array.from({ length: size }, (_, index) => (sequence * 31 + index) % 256);

/** The demo server's own joining of slices: what a merged file must equal. */
export const concat = concatBytes;

export interface UploadOptions {
  /** Overrides the file name made by chunkFileName. */
  readonly name?: string;
  /** Overrides the slices field. */
  readonly slices?: unknown;
}

/**
 * Makes the uploadCalls requests the way the queue does, through core's ApiClient. Not the queue:
 * each call is one request, so a test decides the order, the retries and the faults.
 */
export class UploadDriver {
  constructor(
    readonly api: ApiClient,
    private readonly keyValue: InMemoryKeyValue,
  ) {}

  async signIn(email: string, password: string): Promise<string> {
    const reply = await this.api.request(
      { method: "POST", path: "v2/auth/login", body: { data: { attributes: { email, password } } } },
      TokenReply,
    );
    const token = reply.data.attributes.token ?? "";
    this.keyValue.set(TOKEN_KEY, token);
    return token;
  }

  async signUp(email: string, password: string): Promise<string> {
    const reply = await this.api.request(
      {
        method: "POST",
        path: "auth/signup",
        body: {
          data: {
            type: "users",
            attributes: { email, password, password_repeat: password, remember: true },
            relationships: {
              profile: { data: { attributes: { first_name: "Other", last_name: "User", country: "GB" } } },
            },
          },
        },
      },
      TokenReply,
    );
    const token = reply.data.attributes.token ?? "";
    this.keyValue.set(TOKEN_KEY, token);
    return token;
  }

  useToken(token: string): void {
    this.keyValue.set(TOKEN_KEY, token);
  }

  createSession(attributes: Record<string, unknown> = { name: "Lecture 1", started_at: STARTED_AT }) {
    return this.api.request(
      { method: "POST", path: uploadCalls.createSession(), body: { data: { type: "sessions", attributes } } },
      SessionDocument,
    );
  }

  startSession(sessionId: string, startedAt = STARTED_AT) {
    return this.api.request(
      {
        method: "POST",
        path: uploadCalls.startSession(sessionId),
        body: { data: { attributes: { started_at: startedAt } } },
      },
      SessionDocument,
    );
  }

  createStream(sessionId: string, type = "combined") {
    return this.api.request(
      {
        method: "POST",
        path: uploadCalls.createStream(sessionId),
        body: { data: { type: "streams", attributes: { type, created_at: STARTED_AT, is_primary: false } } },
      },
      StreamDocument,
    );
  }

  /** Uploads slices `from` … `from + slices.length - 1` as one file. */
  upload(
    streamPath: string,
    from: number,
    slices: readonly Uint8Array[],
    options: UploadOptions = {},
  ): Promise<WireResponse> {
    const bytes = concat(slices);
    const hash = new Fnv1a64().update(bytes).digest();
    return this.api.send({
      method: "PUT",
      path: uploadCalls.uploadChunk(streamPath),
      body: { slices: options.slices ?? slices.map((slice) => slice.length) },
      files: [
        {
          field: "file",
          name: options.name ?? chunkFileName(from, from + slices.length - 1, hash),
          data: new Blob([bytes as Uint8Array<ArrayBuffer>]),
        },
      ],
    });
  }

  endSession(sessionId: string, endedAt = "2026-11-22T10:00:00.000Z") {
    return this.api.request(
      {
        method: "POST",
        path: uploadCalls.endSession(sessionId),
        body: { data: { attributes: { ended_at: endedAt } } },
      },
      SessionDocument,
    );
  }

  mergeSession(sessionId: string) {
    return this.api.request({ method: "POST", path: uploadCalls.mergeSession(sessionId) }, SessionDocument);
  }

  checkSession(sessionId: string) {
    return this.api.request({ method: "GET", path: uploadCalls.checkSession(sessionId) }, SessionDocument);
  }

  listSessions(sessionIds: readonly string[]) {
    return this.api.request({ method: "GET", path: uploadCalls.listSessions(sessionIds) }, SessionList);
  }

  deleteSession(sessionId: string): Promise<WireResponse> {
    return this.api.send({ method: "DELETE", path: uploadCalls.checkSession(sessionId) });
  }

  /** A session, started, with one combined stream: what the queue has before its first upload. */
  async recordingWithStream(type = "combined"): Promise<{ sessionId: string; streamId: string; path: string }> {
    const session = await this.createSession();
    await this.startSession(session.data.id);
    const stream = await this.createStream(session.data.id, type);
    return { sessionId: session.data.id, streamId: stream.data.id, path: stream.data.attributes.path };
  }
}
