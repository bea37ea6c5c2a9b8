import type { Observable, Subscription } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText, isApiError } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import type { SocketPort } from "../../ports/SocketPort";
import { sessionChannelName } from "../../recording/domain/sessionChannelName";
import { SHARED_SESSION_QUERY, sharedRecordCalls } from "../../sharing/application/sharedRecordCalls";
import { SharedPermissionsReply, SharedSessionReply } from "../../sharing/application/sharedRecordReplies";
import { linkErrorMessage } from "../../sharing/application/sharedRecordTexts";
import type { SharedIdScope } from "../../sharing/application/SharedIdScope";
import { sharedRecordPath } from "../../sharing/domain/sharedRecordPath";
import { sessionListChannelName } from "../list/recordsListCalls";
import { recordCalls, RECORD_INCLUDE } from "./recordCalls";
import type { HighlightClip } from "../playback/HighlightClip";
import type { RecordDetail, RecordTag } from "./RecordDetail";
import { cameraStream, primaryStream } from "./RecordDetail";
import { type RecordAccess, sharedAccess } from "./RecordAccess";
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

/**
 * Where the page reads its record: the owner's own (/records/{id}) or a shared link
 * (/shared-records/{id}, spec 3 §2 "Shared-record guard"). A shared record's requests carry
 * X-SHARED-ID through `scope`; a signed-out visitor's page is remembered for after login.
 */
export type RecordSource =
  | { readonly kind: "own" }
  | {
      readonly kind: "shared";
      readonly scope: Pick<SharedIdScope, "enter">;
      /** Called with the shared record's address when a signed-out visitor opens it. */
      readonly rememberForLogin?: (path: string) => void;
    };

const OWN_SOURCE: RecordSource = { kind: "own" };

const refusedCode = (error: unknown): 403 | 404 | null =>
  isApiError(error) && (error.status === 403 || error.status === 404) ? error.status : null;

/** Which record is open and what the page has asked for it (one per `open`). */
interface Opened {
  readonly id: string;
  /** The signed-in viewer when it was opened (null: a visitor). */
  readonly user: string | null;
  /** Leaves the shared record's X-SHARED-ID scope (shared mode). */
  release: (() => void) | null;
  /** The shared permission set has been asked for (shared mode, once per open). */
  permissionsAsked: boolean;
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
    private readonly source: RecordSource = OWN_SOURCE,
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
      user,
      release: null,
      permissionsAsked: false,
      channel: null,
      list: null,
      loads: 0,
      mediaAsked: false,
      waveformAsked: null,
      tagsAsked: false,
    };
    this.#opened = opened;
    this.#dispatch({ type: "opened", id });
    if (this.source.kind === "shared") {
      opened.release = this.source.scope.enter(id);
      if (user === null) this.source.rememberForLogin?.(sharedRecordPath(id));
      void this.#openShared(opened);
      return;
    }
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

  /** Reads the record again (after a change made beside the page, such as a saved note). */
  reload(): void {
    const opened = this.#opened;
    if (opened !== null) void this.#load(opened);
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
    this.#opened?.release?.();
    this.#opened = null;
  }

  /**
   * Spec 3 §2 guard: a signed-in viewer bookmarks the shared record first (a refusal is the page's
   * 404/403), then it loads. A visitor cannot bookmark.
   */
  async #openShared(opened: Opened): Promise<void> {
    if (opened.user !== null) {
      try {
        await this.api.send({ method: "POST", path: sharedRecordCalls.bookmark(opened.id) });
      } catch (error) {
        if (this.#opened !== opened) return;
        const code = refusedCode(error);
        if (code !== null) {
          this.#dispatch({ type: "linkRefused", code, message: linkErrorMessage(code) });
          return;
        }
        // Not kept in the bookmarks this time (offline, an expired sign-in): the record still shows.
      }
    }
    if (this.#opened === opened) await this.#load(opened);
  }

  /**
   * Follows the owner's view channel of the shared record (signed-in viewers only, contract rule 14),
   * named by the record's id: the link may name it by a token.
   */
  #followOwner(opened: Opened, access: RecordAccess, recordId: string): void {
    if (opened.channel !== null || opened.user === null || access.owner === null) return;
    opened.channel = this.socket.channel(sessionChannelName(access.owner.id, recordId)).subscribe({
      next: (event) => this.#onViewEvent(opened, recordViewEvent(event)),
      error: () => undefined,
    });
  }

  async #loadSharedPermissions(opened: Opened): Promise<void> {
    opened.permissionsAsked = true;
    let permissions: Record<string, boolean>;
    try {
      const reply = await this.api.request(
        { method: "GET", path: sharedRecordCalls.sharedPermissions(opened.id) },
        SharedPermissionsReply,
      );
      permissions = reply.data.attributes;
    } catch {
      // Spec 3 §6: a permission load that fails revokes them.
      permissions = {};
    }
    if (this.#opened === opened) this.#dispatch({ type: "sharedPermissionsLoaded", permissions });
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
    if (this.source.kind === "shared") return this.#loadShared(opened);
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

  async #loadShared(opened: Opened): Promise<void> {
    const load = ++opened.loads;
    try {
      const reply = await this.api.request(
        { method: "GET", path: sharedRecordCalls.sharedSession(opened.id), query: SHARED_SESSION_QUERY },
        SharedSessionReply,
      );
      if (this.#opened !== opened || load !== opened.loads) return;
      const { meta } = reply;
      const owner = meta.owner;
      const ownerName =
        owner.fullname?.trim() || [owner.first_name, owner.last_name].filter(Boolean).join(" ").trim() || "";
      const access = sharedAccess(
        {
          isOwner: meta.is_owner,
          readOnly: meta.is_readonly,
          downloadable: meta.is_downloadable,
          owner: { id: String(owner.id), name: ownerName },
          sharedPoi: meta.shared_poi
            ? { poiId: String(meta.shared_poi.poi_id), start: meta.shared_poi.start, end: meta.shared_poi.end }
            : null,
        },
        opened.user !== null,
      );
      this.#dispatch({ type: "loaded", record: toRecordDetail(reply), access, openedAs: opened.id });
      this.#followOwner(opened, access, String(reply.data.id));
      if (access.sharedPermissions === "loading" && !opened.permissionsAsked) void this.#loadSharedPermissions(opened);
      this.#afterLoad(opened);
    } catch (error) {
      if (this.#opened !== opened || load !== opened.loads) return;
      const code = refusedCode(error);
      if (code !== null) this.#dispatch({ type: "linkRefused", code, message: linkErrorMessage(code) });
      else this.#dispatch({ type: "loadFailed", notFound: false, message: errorText(error) });
    }
  }

  /** Once the primary stream is converted: its addresses, and the waveform when the server has it. */
  #afterLoad(opened: Opened): void {
    const state = this.#store.value;
    if (state.phase !== "ready") return;
    // Tags are offered only to whom may attach them (a visitor's `GET tags` would be a 401).
    if (!opened.tagsAsked && !state.access.readOnly) void this.#loadTagOptions(opened);
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

/**
 * /shared-records/{id}: the record page reading a shared link (its own token in the container, so the
 * owner's page and the shared one never share a state).
 */
export class SharedRecordPage extends RecordPage {
  constructor(
    api: Pick<ApiClient, "request" | "send">,
    socket: Pick<SocketPort, "channel">,
    userId: () => string | null,
    scope: Pick<SharedIdScope, "enter">,
    rememberForLogin?: (path: string) => void,
  ) {
    super(api, socket, userId, { kind: "shared", scope, ...(rememberForLogin ? { rememberForLogin } : {}) });
  }
}
