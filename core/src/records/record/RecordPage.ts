import type { Observable, Subscription } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText, isApiError } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import type { SocketPort } from "../../ports/SocketPort";
import { sessionChannelName } from "../../recording/domain/sessionChannelName";
import { sessionListChannelName } from "../list/recordsListCalls";
import { recordCalls, RECORD_INCLUDE } from "./recordCalls";
import type { HighlightClip } from "../playback/HighlightClip";
import type { RecordDetail, RecordTag } from "./RecordDetail";
import { cameraStream, primaryStream } from "./RecordDetail";
import { recordViewEvent } from "./recordEvents";
import {
  IDLE_RECORD_PAGE,
  type ReadyRecord,
  type RecordPageEvent,
  type RecordPageState,
  recordPageReducer,
} from "./recordPageReducer";
import { isConverted } from "./recordProcessing";
import {
  CdnReply,
  SessionDocumentReply,
  TagListReply,
  TagReply,
  TemporaryUrlReply,
  WaveformReply,
} from "./recordReplies";
import { RECORD_TEXTS } from "./recordTexts";
import type { StudyPart } from "./StudyMaterial";
import { toRecordDetail } from "./toRecordDetail";
import { markGenerating } from "./toStudyMaterial";

/** How a command ended: done, or the error dialog's title and text (spec 3 §8). */
export type RecordCommandOutcome =
  { readonly ok: true } | { readonly ok: false; readonly title: string; readonly message: string };

export type ZipOutcome =
  | { readonly ok: true; readonly url: string; readonly name: string | null }
  | { readonly ok: false; readonly title: string; readonly message: string };

const failed = (message: string): RecordCommandOutcome => ({
  ok: false,
  title: RECORD_TEXTS.somethingWentWrong,
  message,
});

/**
 * Spec 3 §8 "Download": 404 → 'Something went wrong' / 'File is not found'; any other error keeps
 * the same title with its own message.
 */
export const downloadProblem = (error: unknown): { readonly title: string; readonly message: string } => ({
  title: RECORD_TEXTS.somethingWentWrong,
  message: isApiError(error) && error.status === 404 ? RECORD_TEXTS.fileNotFound : errorText(error),
});

/** Which record is open and what the page has asked for it (one per `open`). */
interface Opened {
  readonly id: string;
  channel: Subscription | null;
  /** The list channel, where a deletion on another device is told. */
  list: Subscription | null;
  /** The newest load's number: an older reply arriving later is dropped. */
  loads: number;
  mediaAsked: boolean;
  waveformAsked: string | null;
  tagsAsked: boolean;
}

/**
 * /records/{id} (spec 3 §2): one recorded lecture. `open(id)` loads the session document, follows its
 * view channel (progress, waveform, highlights, assets) and, once the primary stream is converted,
 * loads the player's addresses and the waveform; `close()` ends all of it. The page's route opens
 * and closes it; commands answer with an outcome the page shows.
 */
export class RecordPage {
  readonly #store = new Store<RecordPageState>(IDLE_RECORD_PAGE);
  readonly state$: Observable<RecordPageState> = this.#store.state$;
  #opened: Opened | null = null;

  constructor(
    private readonly api: Pick<ApiClient, "request" | "send">,
    private readonly socket: Pick<SocketPort, "channel">,
    /** The signed-in user's id (the view channel is theirs); null when signed out. */
    private readonly userId: () => string | null,
  ) {}

  get state(): RecordPageState {
    return this.#store.value;
  }

  /** Shows record `id`; opening the record already shown (or loading) does nothing. */
  open(id: string): void {
    const phase = this.#store.value.phase;
    if (this.#opened?.id === id && (phase === "loading" || phase === "ready")) return;
    this.#end();
    const user = this.userId();
    const opened: Opened = {
      id,
      channel: null,
      list: null,
      loads: 0,
      mediaAsked: false,
      waveformAsked: null,
      tagsAsked: false,
    };
    this.#opened = opened;
    this.#dispatch({ type: "opened", id });
    if (user !== null) {
      opened.channel = this.socket.channel(sessionChannelName(user, id)).subscribe({
        next: (event) => this.#onViewEvent(opened, recordViewEvent(event)),
        // A channel that cannot be followed leaves a page that is still right until reloaded.
        error: () => undefined,
      });
      opened.list = this.socket.channel(sessionListChannelName(user)).subscribe({
        next: ({ event, data }) => {
          if (event !== "removed" || this.#opened !== opened) return;
          const removedId = typeof data === "object" && data !== null && "id" in data ? String(data.id) : null;
          // Deleted on another device (or tab): the page says it is gone rather than showing a ghost.
          if (removedId === id)
            this.#dispatch({ type: "loadFailed", notFound: true, message: RECORD_TEXTS.notFoundTitle });
        },
        error: () => undefined,
      });
    }
    void this.#load(opened);
  }

  /** Leaves record `id` (or whichever is open): stops following it and forgets it. */
  close(id?: string): void {
    if (id !== undefined && this.#opened?.id !== id) return;
    this.#end();
    this.#dispatch({ type: "closed" });
  }

  /** 'Try again' after a failed load. */
  retry(): void {
    const id = this.#opened?.id;
    if (id === undefined) return;
    this.#end();
    this.open(id);
  }

  /** Spec 3 §2: the session's new name, non-empty after trim. */
  async rename(name: string): Promise<RecordCommandOutcome> {
    const trimmed = name.trim();
    if (trimmed === "") return failed(RECORD_TEXTS.emptyName);
    return this.#command(async (id) => {
      await this.api.send({
        method: "PATCH",
        path: recordCalls.session(id),
        body: { data: { type: "sessions", id, attributes: { name: trimmed } } },
      });
      this.#change((record) => ({ ...record, name: trimmed }));
    });
  }

  async setFavourite(favourite: boolean): Promise<RecordCommandOutcome> {
    return this.#command(async (id) => {
      const reply = await this.api.request(
        {
          method: favourite ? "POST" : "DELETE",
          path: (favourite ? recordCalls.makeFavourite : recordCalls.removeFavourite)(id),
        },
        SessionDocumentReply,
      );
      const next = reply.data.attributes.favourite ?? favourite;
      this.#change((record) => ({ ...record, favourite: next }));
    });
  }

  /** Attaches the tag with this text (the server answers the same text with the existing tag). */
  async attachTag(text: string): Promise<RecordCommandOutcome> {
    const trimmed = text.trim();
    if (trimmed === "") return failed(RECORD_TEXTS.emptyTag);
    return this.#command(async (id) => {
      const tag = await this.#tagFor(trimmed);
      await this.api.send({
        method: "POST",
        path: recordCalls.sessionTags(id),
        body: { data: [{ type: "tags", id: tag.id }] },
      });
      this.#change((record) =>
        record.tags.some((known) => known.id === tag.id) ? record : { ...record, tags: [...record.tags, tag] },
      );
    });
  }

  /** Attaches the tag with this text to a highlight (spec 3 §7 `POST pois/{id}/relationships/tags`). */
  async attachHighlightTag(poiId: string, text: string): Promise<RecordCommandOutcome> {
    const trimmed = text.trim();
    if (trimmed === "") return failed(RECORD_TEXTS.emptyTag);
    return this.#command(async () => {
      const tag = await this.#tagFor(trimmed);
      await this.api.send({
        method: "POST",
        path: recordCalls.poiTags(poiId),
        body: { data: [{ type: "tags", id: tag.id }] },
      });
      this.#changeHighlightTags(poiId, (tags) =>
        tags.some((known) => known.id === tag.id) ? tags : [...tags, { id: tag.id, tag: tag.text }],
      );
    });
  }

  async detachHighlightTag(poiId: string, tagId: string): Promise<RecordCommandOutcome> {
    return this.#command(async () => {
      await this.api.send({
        method: "DELETE",
        path: recordCalls.poiTags(poiId),
        body: { data: [{ type: "tags", id: tagId }] },
      });
      this.#changeHighlightTags(poiId, (tags) => tags.filter((tag) => tag.id !== tagId));
    });
  }

  async detachTag(tagId: string): Promise<RecordCommandOutcome> {
    return this.#command(async (id) => {
      await this.api.send({
        method: "DELETE",
        path: recordCalls.sessionTags(id),
        body: { data: [{ type: "tags", id: tagId }] },
      });
      this.#change((record) => ({ ...record, tags: record.tags.filter((tag) => tag.id !== tagId) }));
    });
  }

  /** Spec 3 §2 inline editor: a highlight's new name, non-empty after trim. */
  async renameHighlight(poiId: string, name: string): Promise<RecordCommandOutcome> {
    const trimmed = name.trim();
    if (trimmed === "") return failed(RECORD_TEXTS.emptyName);
    return this.#command(async () => {
      await this.api.send({
        method: "PATCH",
        path: recordCalls.poi(poiId),
        body: { data: { type: "sessions_pois", id: poiId, attributes: { name: trimmed } } },
      });
      this.#change((record) => ({
        ...record,
        highlights: record.highlights.map((clip) => (clip.id === poiId ? { ...clip, name: trimmed } : clip)),
      }));
    });
  }

  async removeHighlight(poiId: string): Promise<RecordCommandOutcome> {
    return this.#command(async () => {
      await this.api.send({ method: "DELETE", path: recordCalls.poi(poiId) });
      this.#change((record) => ({ ...record, highlights: record.highlights.filter((clip) => clip.id !== poiId) }));
    });
  }

  /** Deletes the session (its media, notes, highlights and transcript go too); the page then leaves. */
  async remove(): Promise<RecordCommandOutcome> {
    return this.#command(async (id, opened) => {
      await this.api.send({ method: "DELETE", path: recordCalls.session(id) });
      if (this.#opened !== opened) return;
      // Nothing more will come for a deleted session: stop following it before saying so.
      opened.channel?.unsubscribe();
      opened.list?.unsubscribe();
      this.#dispatch({ type: "removed" });
    });
  }

  /**
   * Contract 3: asks the server to generate `parts` of the study material (a 403 or 409 answers with
   * the server's reason). The panels wait from now on; the view channel's `assets_changes` brings the
   * result. The record is read again at once too, in case the generation finished before this reply.
   */
  async generate(parts: readonly StudyPart[]): Promise<RecordCommandOutcome> {
    if (parts.length === 0) return { ok: true };
    return this.#command(async (id, opened) => {
      await this.api.send({
        method: "POST",
        path: recordCalls.summaries(id),
        body: { data: { type: "sessions_summaries", attributes: { parts: [...parts] } } },
      });
      if (this.#opened !== opened) return;
      this.#change(markGenerating);
      void this.#load(opened);
    });
  }

  /** A temporary address of the session's zip, or the download error of spec 3 §8. */
  async downloadZip(): Promise<ZipOutcome> {
    const opened = this.#opened;
    if (opened === null) return { ok: false, ...downloadProblem(new Error(RECORD_TEXTS.notFoundTitle)) };
    try {
      const reply = await this.api.request({ method: "GET", path: recordCalls.zip(opened.id) }, TemporaryUrlReply);
      return { ok: true, url: reply.data.attributes.url, name: reply.data.attributes.name ?? null };
    } catch (error) {
      return { ok: false, ...downloadProblem(error) };
    }
  }

  async #command(run: (id: string, opened: Opened) => Promise<void>): Promise<RecordCommandOutcome> {
    const opened = this.#opened;
    if (opened === null) return failed(RECORD_TEXTS.notFoundTitle);
    try {
      await run(opened.id, opened);
      return { ok: true };
    } catch (error) {
      return failed(errorText(error));
    }
  }

  /** The tag with this text: the server answers the same text (any case) with the existing one. */
  async #tagFor(text: string): Promise<RecordTag> {
    const created = await this.api.request(
      { method: "POST", path: recordCalls.tags(), body: { data: { type: "tags", attributes: { tag: text } } } },
      TagReply,
    );
    const tag: RecordTag = { id: String(created.data.id), text: created.data.attributes.tag };
    const state = this.#store.value;
    if (state.phase === "ready" && !state.tagOptions.some((known) => known.id === tag.id)) {
      this.#dispatch({ type: "tagOptionsLoaded", tags: [...state.tagOptions, tag] });
    }
    return tag;
  }

  #changeHighlightTags(poiId: string, change: (tags: HighlightClip["tags"]) => HighlightClip["tags"]): void {
    this.#change((record) => ({
      ...record,
      highlights: record.highlights.map((clip) => (clip.id === poiId ? { ...clip, tags: change(clip.tags) } : clip)),
    }));
  }

  #change(change: (record: RecordDetail) => RecordDetail): void {
    this.#dispatch({ type: "changed", change });
  }

  #dispatch(event: RecordPageEvent): void {
    this.#store.set(recordPageReducer(this.#store.value, event));
  }

  #end(): void {
    this.#opened?.channel?.unsubscribe();
    this.#opened?.list?.unsubscribe();
    this.#opened = null;
  }

  #onViewEvent(opened: Opened, event: ReturnType<typeof recordViewEvent>): void {
    if (this.#opened !== opened) return;
    switch (event.kind) {
      case "reload":
        void this.#load(opened);
        return;
      case "progress": {
        const before = this.#store.value;
        this.#dispatch({ type: "convertProgress", progress: event.progress });
        const after = this.#store.value;
        // Converted now: the duration and transcript came with it, and the player can load.
        if (
          before.phase === "ready" &&
          before.processing !== null &&
          after.phase === "ready" &&
          after.processing === null
        ) {
          void this.#load(opened);
        }
        return;
      }
      case "waveformFinished":
        void this.#loadWaveform(opened, event.streamId, true);
        void this.#loadMedia(opened, true);
        return;
      case "ignore":
        return;
    }
  }

  async #load(opened: Opened): Promise<void> {
    const load = ++opened.loads;
    try {
      const reply = await this.api.request(
        { method: "GET", path: recordCalls.session(opened.id), query: { include: RECORD_INCLUDE } },
        SessionDocumentReply,
      );
      if (this.#opened !== opened || load !== opened.loads) return;
      this.#dispatch({ type: "loaded", record: toRecordDetail(reply) });
      this.#afterLoad(opened);
    } catch (error) {
      if (this.#opened !== opened || load !== opened.loads) return;
      this.#dispatch({
        type: "loadFailed",
        notFound: isApiError(error) && error.status === 404,
        message: errorText(error),
      });
    }
  }

  /** Once the primary stream is converted: its addresses, and the waveform when the server has it. */
  #afterLoad(opened: Opened): void {
    const state = this.#store.value;
    if (state.phase !== "ready") return;
    if (!opened.tagsAsked) void this.#loadTagOptions(opened);
    const primary = primaryStream(state.record);
    if (primary === null || !isConverted(primary)) return;
    void this.#loadMedia(opened, false);
    if (primary.waveformPath !== null) void this.#loadWaveform(opened, primary.id, false);
  }

  async #loadMedia(opened: Opened, again: boolean): Promise<void> {
    const state = this.#store.value;
    if (state.phase !== "ready" || (opened.mediaAsked && !again) || (again && state.media?.primary)) return;
    const primary = primaryStream(state.record);
    if (primary === null) return;
    opened.mediaAsked = true;
    const camera = cameraStream(state.record);
    try {
      const [primaryUrl, cameraUrl] = await Promise.all([
        this.#cdn(primary.id),
        camera === null ? Promise.resolve(null) : this.#cdn(camera.id).catch(() => null),
      ]);
      if (this.#opened !== opened) return;
      this.#dispatch({ type: "mediaLoaded", media: { primary: primaryUrl, camera: cameraUrl } });
    } catch {
      // Not playable yet (or gone): the next event or a reload asks again.
      if (this.#opened === opened) opened.mediaAsked = false;
    }
  }

  async #cdn(streamId: string): Promise<string> {
    const reply = await this.api.request({ method: "GET", path: recordCalls.cdn(streamId) }, CdnReply);
    return reply.data.attributes.url;
  }

  async #loadWaveform(opened: Opened, streamId: string, again: boolean): Promise<void> {
    const state = this.#store.value;
    if (state.phase !== "ready") return;
    const primary = primaryStream(state.record);
    // Only the played stream's waveform is drawn.
    if (primary === null || primary.id !== streamId) return;
    if (opened.waveformAsked === streamId && (!again || state.waveform !== null)) return;
    opened.waveformAsked = streamId;
    try {
      const reply = await this.api.request({ method: "GET", path: recordCalls.waveform(streamId) }, WaveformReply);
      if (this.#opened !== opened) return;
      this.#dispatch({ type: "waveformLoaded", waveform: reply.data.attributes });
    } catch {
      // 404 until finished: waveform_finished asks again.
      if (this.#opened === opened) opened.waveformAsked = null;
    }
  }

  async #loadTagOptions(opened: Opened): Promise<void> {
    opened.tagsAsked = true;
    try {
      const reply = await this.api.request({ method: "GET", path: recordCalls.tags() }, TagListReply);
      const tags = reply.data.map((tag) => ({ id: String(tag.id), text: tag.attributes.tag }));
      if (this.#opened !== opened) return;
      this.#dispatch({ type: "tagOptionsLoaded", tags });
    } catch {
      // Without the list, attaching still works by typing a tag.
    }
  }
}

export type { ReadyRecord };
