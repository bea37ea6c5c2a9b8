import type { ApiClient } from "../../api/ApiClient";
import type { ApiRequest } from "../../api/requestConventions";
import type { WireResponse } from "../../api/wire";
import { decodeBody } from "../../api/decodeBody";
import { isApiError } from "../../kernel/ApiError";
import { Fnv1a64 } from "../domain/Fnv1a64";
import { type QueueItem, STREAM_TYPES, type StreamType } from "../domain/QueueItem";
import type { ServerSessionView } from "../domain/queueItemEvents";
import type { UploadBatch } from "../domain/uploadBatch";
import {
  CreatedSessionReply,
  CreatedStreamReply,
  SessionListReply,
  type SessionResource,
  type StreamResource,
  includedStreams,
} from "./sessionReplies";
import { chunkFileName, uploadCalls } from "./uploadCalls";

/** Spec 3 §4 "Session lifecycle" statuses, for a server that names them instead of numbering them. */
const STATUS_NUMBERS: Readonly<Record<string, number>> = { booked: 0, started: 10, ended: 20, wrapped: 30 };

const statusNumber = (status: number | string | null | undefined): number => {
  if (typeof status === "number") return status;
  if (typeof status === "string") return STATUS_NUMBERS[status] ?? (Number(status) || 0);
  return 0;
};

const isStreamType = (value: string): value is StreamType => (STREAM_TYPES as readonly string[]).includes(value);

/** The times of spec 2 §7 travel in UTC. */
const utc = (epochMs: number): string => new Date(epochMs).toISOString();

const sessionIdOf = (stream: StreamResource): string | null => {
  const id = stream.attributes.session_id ?? stream.relationships?.session?.data?.id;
  return id === undefined || id === null ? null : String(id);
};

/** A merged session is wrapped (spec 3 §4 "Session lifecycle"). */
const WRAPPED = 30;

const viewOf = (session: SessionResource, streams: readonly StreamResource[]): ServerSessionView => {
  const listed = new Set((session.relationships?.streams?.data ?? []).map((reference) => String(reference.id)));
  const own = streams.filter((stream) => listed.has(String(stream.id)) || sessionIdOf(stream) === String(session.id));
  const view: Partial<Record<StreamType, { path: string; receivedThrough: number }>> = {};
  // A type has two streams when the answer to a stream's creation was lost and it was created again:
  // the one holding slices is the one uploads went to.
  for (const stream of own) {
    const type = stream.attributes.type;
    if (!isStreamType(type)) continue;
    const receivedThrough = stream.attributes.received_through ?? -1;
    const known = view[type];
    if (!known || receivedThrough > known.receivedThrough)
      view[type] = { path: stream.attributes.path, receivedThrough };
  }
  const status = statusNumber(session.attributes?.status);
  const merged = session.attributes?.is_merged === true || status >= WRAPPED;
  return { status, merged, streams: view };
};

/** Reads a batch's slices one at a time into one buffer (spec 2 §9: a request carries at most 10 MiB). */
export type ReadSlice = (chunkId: number) => Promise<Uint8Array>;

/**
 * The session, stream and upload calls of the queue (uploadCalls has the wire shapes). Every
 * failure is the ApiClient's ApiError, with the status the queue's failure rules look at.
 */
export class QueueServerCalls {
  constructor(
    private readonly api: ApiClient,
    /**
     * The queue owner's token; every call of the queue is sent with it (see ApiClient.sendAs). Read
     * as each call begins, in the same turn as the caller's generation check, so work of a queue
     * that has since been stopped and started for someone else cannot pick up the new owner's token.
     */
    private readonly ownerToken: () => string | null = () => null,
  ) {}

  /** With no owner token (the recorder starting a session for whoever is signed in), the session's own. */
  #send(token: string | null, request: ApiRequest): Promise<WireResponse> {
    return token === null ? this.api.send(request) : this.api.sendAs(token, request);
  }

  /**
   * `reuseSessionId`: an upload restarting from scratch asks for its old session back, so its
   * highlights and notes stay with the recording (a server that does not know the field creates a
   * new session, as the spec's call does).
   */
  async createSession(
    name: string,
    startedAt: number,
    organizationId: string | null,
    reuseSessionId: string | null = null,
  ): Promise<string> {
    const token = this.ownerToken();
    const attributes = { name, organization_id: organizationId, started_at: utc(startedAt) };
    const response = await this.#send(token, {
      method: "POST",
      path: uploadCalls.createSession(),
      body: {
        data: {
          type: "sessions",
          attributes: reuseSessionId === null ? attributes : { ...attributes, reuse_session_id: reuseSessionId },
        },
      },
    });
    return String(decodeBody(response.body, CreatedSessionReply).data.id);
  }

  async startSession(sessionId: string, startedAt: number): Promise<void> {
    const token = this.ownerToken();
    await this.#send(token, {
      method: "POST",
      path: uploadCalls.startSession(sessionId),
      body: { data: { attributes: { started_at: utc(startedAt) } } },
    });
  }

  /** Returns the stream's path, e.g. `streams/42`. */
  async createStream(sessionId: string, type: StreamType, createdAt: number): Promise<string> {
    const token = this.ownerToken();
    const response = await this.#send(token, {
      method: "POST",
      path: uploadCalls.createStream(sessionId),
      body: { data: { type: "streams", attributes: { type, created_at: utc(createdAt), is_primary: false } } },
    });
    return decodeBody(response.body, CreatedStreamReply).data.attributes.path;
  }

  /** Sends a batch as one file named after its slice range and content (the server de-duplicates by it). */
  async upload(path: string, batch: UploadBatch, read: ReadSlice): Promise<void> {
    const token = this.ownerToken();
    const file = new Uint8Array(batch.bytes);
    const hash = new Fnv1a64();
    let offset = 0;
    for (const chunkId of batch.chunkIds) {
      const bytes = await read(chunkId);
      file.set(bytes, offset);
      hash.update(bytes);
      offset += bytes.length;
    }
    if (offset !== batch.bytes) throw new Error(`A batch read back ${offset} bytes instead of ${batch.bytes}.`);
    await this.#send(token, {
      method: "PUT",
      path: uploadCalls.uploadChunk(path),
      body: { slices: batch.sizes },
      files: [{ field: "file", name: chunkFileName(batch.fromSequence, batch.toSequence, hash.digest()), data: file }],
    });
  }

  async endSession(sessionId: string, endedAt: number): Promise<void> {
    const token = this.ownerToken();
    await this.#send(token, {
      method: "POST",
      path: uploadCalls.endSession(sessionId),
      body: { data: { attributes: { ended_at: utc(endedAt) } } },
    });
  }

  /**
   * True when the server keeps the merged recording; false when its reply says `meta.durable: false`
   * (the in-tab backend running without working storage), so the device copy must stay.
   */
  async mergeSession(sessionId: string): Promise<boolean> {
    const token = this.ownerToken();
    const response = await this.#send(token, { method: "POST", path: uploadCalls.mergeSession(sessionId) });
    const meta = (response.body as { meta?: { durable?: unknown } } | null)?.meta;
    return meta?.durable !== false;
  }

  /** False only when the server answers 404; any other failure is thrown. */
  async sessionExists(sessionId: string): Promise<boolean> {
    const token = this.ownerToken();
    try {
      await this.#send(token, { method: "GET", path: uploadCalls.checkSession(sessionId) });
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return false;
      throw error;
    }
  }

  /** The sessions the server still knows among `sessionIds`, with what each stream already holds. */
  async listSessions(sessionIds: readonly string[]): Promise<ReadonlyMap<string, ServerSessionView>> {
    const token = this.ownerToken();
    const response = await this.#send(token, { method: "GET", path: uploadCalls.listSessions(sessionIds) });
    const reply = decodeBody(response.body, SessionListReply);
    const streams = includedStreams(reply.included);
    return new Map(reply.data.map((session) => [String(session.id), viewOf(session, streams)]));
  }

  /** Spec 2 §7: data.stuck lists the stuck queue items, with the local database's field names (§3). */
  async reportStuck(items: readonly QueueItem[]): Promise<void> {
    const token = this.ownerToken();
    const stuck = items.map((item) => ({
      identity: item.id,
      session_id: item.sessionId,
      startedAt: item.startedAt,
      endedAt: item.endedAt,
      name: item.name,
      countChunks: item.countChunks,
      countedChunksUploaded: item.countedChunksUploaded,
      organizationId: item.organizationId,
      audio_path: item.audioPath,
      combined_path: item.combinedPath,
      camera_path: item.cameraPath,
      state: item.state,
    }));
    await this.#send(token, { method: "POST", path: uploadCalls.reportStuck(), body: { data: { stuck } } });
  }
}
