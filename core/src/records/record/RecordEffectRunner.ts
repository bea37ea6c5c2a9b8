import type { ApiClient } from "../../api/ApiClient";
import { errorText, isApiError } from "../../kernel/ApiError";
import type { SocketEvent, SocketPort } from "../../ports/SocketPort";
import { sessionChannelName } from "../../recording/domain/sessionChannelName";
import { sharedRecordCalls } from "../../sharing/application/sharedRecordCalls";
import { SharedPermissionsReply } from "../../sharing/application/sharedRecordReplies";
import { linkErrorMessage } from "../../sharing/application/sharedRecordTexts";
import { sessionListChannelName } from "../list/recordsListCalls";
import { type OpenedRecord, openedRecord } from "./openedRecord";
import { RECORD_INCLUDE, recordCalls } from "./recordCalls";
import { recordViewEvent } from "./recordEvents";
import type { RecordPageEffect } from "./recordPageEffects";
import type { RecordPageEvent } from "./recordPageReducer";
import { CdnReply, SessionDocumentReply, WaveformReply } from "./recordReplies";
import type { RecordSource } from "./recordSource";
import type { RecordTags } from "./RecordTags";
import { readSharedRecord, refusedCode } from "./sharedRecordRead";
import { toRecordDetail } from "./toRecordDetail";

type Effect<K extends RecordPageEffect["kind"]> = Extract<RecordPageEffect, { kind: K }>;

export interface RecordEffectPorts {
  readonly api: Pick<ApiClient, "request" | "send">;
  readonly socket: Pick<SocketPort, "channel">;
  readonly source: RecordSource;
  readonly tags: Pick<RecordTags, "loadOptions">;
  /** The page's one way in: each reply becomes an event of recordPageReducer. */
  readonly dispatch: (event: RecordPageEvent) => void;
}

/**
 * Carries out the record page's effects (recordPageEffects) and answers with events; it decides
 * nothing about what to ask for. It holds what an open owns — the channels followed, the shared
 * scope — and drops every reply of an open that has ended (`end`, or a newer `begin`).
 */
export class RecordEffectRunner {
  #open: OpenedRecord | null = null;

  constructor(private readonly ports: RecordEffectPorts) {}

  /** The open record's handle (the page's commands check a reply is still theirs by it). */
  get opened(): OpenedRecord | null {
    return this.#open;
  }

  run(effect: RecordPageEffect): void {
    if (effect.kind === "end") return this.#end();
    if (effect.kind === "begin") {
      this.#open = openedRecord(effect.id, effect.user);
      return;
    }
    const open = this.#open;
    if (open === null || open.id !== effect.id) return;
    const { api, source } = this.ports;
    switch (effect.kind) {
      case "follow":
        open.channel = this.#followView(open, sessionChannelName(effect.user, effect.id));
        open.list = this.ports.socket.channel(sessionListChannelName(effect.user)).subscribe({
          next: (event) => this.#onListEvent(open, event),
          error: () => undefined,
        });
        return;
      case "followOwner":
        open.channel = this.#followView(open, sessionChannelName(effect.ownerId, effect.recordId));
        return;
      case "unfollow":
        open.channel?.unsubscribe();
        open.list?.unsubscribe();
        return;
      case "enterShared":
        if (source.kind === "shared") open.release = source.scope.enter(effect.id);
        return;
      case "rememberForLogin":
        if (source.kind === "shared") source.rememberForLogin?.(effect.path);
        return;
      case "bookmark":
        void this.#bookmark(open);
        return;
      case "loadRecord":
        void (source.kind === "shared" ? this.#loadShared(open, effect) : this.#loadOwn(open, effect));
        return;
      case "loadTagOptions":
        void this.ports.tags.loadOptions(open);
        return;
      case "loadSharedPermissions":
        void this.#answer(
          open,
          api
            .request({ method: "GET", path: sharedRecordCalls.sharedPermissions(open.id) }, SharedPermissionsReply)
            .then((reply) => ({ type: "sharedPermissionsLoaded", permissions: reply.data.attributes })),
          () => ({ type: "sharedPermissionsFailed" }),
        );
        return;
      case "loadMedia":
        void this.#answer(open, this.#media(effect), () => ({ type: "mediaFailed" }));
        return;
      case "loadWaveform":
        void this.#answer(
          open,
          api
            .request({ method: "GET", path: recordCalls.waveform(effect.streamId) }, WaveformReply)
            .then((reply) => ({ type: "waveformLoaded", waveform: reply.data.attributes })),
          () => ({ type: "waveformFailed" }),
        );
        return;
    }
  }

  #end(): void {
    this.#open?.channel?.unsubscribe();
    this.#open?.list?.unsubscribe();
    this.#open?.release?.();
    this.#open = null;
  }

  /** `event` for the page, unless `open` has ended since its request left. */
  #reply(open: OpenedRecord, event: RecordPageEvent): void {
    if (this.#open === open) this.ports.dispatch(event);
  }

  async #answer(
    open: OpenedRecord,
    reply: Promise<RecordPageEvent>,
    failed: (error: unknown) => RecordPageEvent,
  ): Promise<void> {
    this.#reply(open, await reply.catch(failed));
  }

  /** A view channel of the record (a channel that cannot be followed leaves a page right until reloaded). */
  #followView(open: OpenedRecord, channel: string) {
    return this.ports.socket.channel(channel).subscribe({
      next: (event) => {
        const view = recordViewEvent(event);
        if (view.kind === "reload") this.#reply(open, { type: "reload" });
        else if (view.kind === "followed") this.#reply(open, { type: "followed" });
        else if (view.kind === "progress") this.#reply(open, { type: "convertProgress", progress: view.progress });
        else if (view.kind === "waveformFinished")
          this.#reply(open, { type: "waveformFinished", streamId: view.streamId });
      },
      error: () => undefined,
    });
  }

  #onListEvent(open: OpenedRecord, { event, data }: SocketEvent): void {
    if (event !== "removed") return;
    const removedId = typeof data === "object" && data !== null && "id" in data ? String(data.id) : null;
    if (removedId !== null) this.#reply(open, { type: "removedElsewhere", id: removedId });
  }

  async #loadOwn(open: OpenedRecord, { id, load }: Effect<"loadRecord">): Promise<void> {
    try {
      const reply = await this.ports.api.request(
        { method: "GET", path: recordCalls.session(id), query: { include: RECORD_INCLUDE } },
        SessionDocumentReply,
      );
      this.#reply(open, { type: "loaded", record: toRecordDetail(reply), load });
    } catch (error) {
      const notFound = isApiError(error) && error.status === 404;
      this.#reply(open, { type: "loadFailed", notFound, message: errorText(error), load });
    }
  }

  async #loadShared(open: OpenedRecord, { id, load }: Effect<"loadRecord">): Promise<void> {
    try {
      const { record, access } = await readSharedRecord(this.ports.api, id, open.user !== null);
      this.#reply(open, { type: "loaded", record, access, openedAs: id, load });
    } catch (error) {
      const code = refusedCode(error);
      if (code !== null) this.#reply(open, { type: "linkRefused", code, message: linkErrorMessage(code), load });
      else this.#reply(open, { type: "loadFailed", notFound: false, message: errorText(error), load });
    }
  }

  /** Any failure but a refusal (offline, an expired sign-in) only leaves it out of the bookmarks: it loads. */
  async #bookmark(open: OpenedRecord): Promise<void> {
    try {
      await this.ports.api.send({ method: "POST", path: sharedRecordCalls.bookmark(open.id) });
    } catch (error) {
      const code = refusedCode(error);
      if (code !== null) return this.#reply(open, { type: "linkRefused", code, message: linkErrorMessage(code) });
    }
    this.#reply(open, { type: "bookmarked" });
  }

  async #media({ streamId, cameraId }: Effect<"loadMedia">): Promise<RecordPageEvent> {
    const cdn = async (stream: string) =>
      (await this.ports.api.request({ method: "GET", path: recordCalls.cdn(stream) }, CdnReply)).data.attributes.url;
    const [primary, camera] = await Promise.all([
      cdn(streamId),
      cameraId === null ? Promise.resolve(null) : cdn(cameraId).catch(() => null),
    ]);
    return { type: "mediaLoaded", media: { primary, camera } };
  }
}
