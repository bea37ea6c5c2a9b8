import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText, isApiError } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import type { SocketPort } from "../../ports/SocketPort";
import { sessionChannelName } from "../../recording/domain/sessionChannelName";
import type { SharedIdScope } from "../../sharing/application/SharedIdScope";
import { sharedRecordPath } from "../../sharing/domain/sharedRecordPath";
import { sessionListChannelName } from "../list/recordsListCalls";
import { type OpenedRecord, type RecordPageScope, openedRecord, stillOpen } from "./openedRecord";
import { recordCalls, RECORD_INCLUDE } from "./recordCalls";
import { type RecordCommandOutcome, type ZipOutcome, downloadProblem, runRecordCommand } from "./recordCommandOutcome";
import type { RecordDetail } from "./RecordDetail";
import { primaryStream } from "./RecordDetail";
import { recordViewEvent } from "./recordEvents";
import { loadRecordMedia, loadRecordWaveform } from "./recordMediaLoads";
import {
  IDLE_RECORD_PAGE,
  type ReadyRecord,
  type RecordPageEvent,
  type RecordPageState,
  recordPageReducer,
} from "./recordPageReducer";
import { isConverted } from "./recordProcessing";
import { SessionDocumentReply, TemporaryUrlReply } from "./recordReplies";
import { RecordEdits } from "./RecordEdits";
import { OWN_SOURCE, type RecordSource } from "./recordSource";
import { RecordTags } from "./RecordTags";
import { RECORD_TEXTS } from "./recordTexts";
import { SharedRecordLoad } from "./SharedRecordLoad";
import type { StudyPart } from "./StudyMaterial";
import { toRecordDetail } from "./toRecordDetail";
import { markGenerating } from "./toStudyMaterial";

export type { RecordCommandOutcome, RecordSource, ZipOutcome };

type RecordViewEvent = ReturnType<typeof recordViewEvent>;
export { downloadProblem };

/**
 * /records/{id} (spec 3 §2): one recorded lecture. `open(id)` loads the session document, follows its
 * view channel (progress, waveform, highlights, assets) and, once the primary stream is converted,
 * loads the player's addresses and the waveform; `close()` ends all of it. The page's route opens
 * and closes it; commands answer with an outcome the page shows. Its parts share one scope: the tags
 * (RecordTags), the player's loads (recordMediaLoads) and shared mode (SharedRecordLoad).
 */
export class RecordPage {
  readonly #store = new Store<RecordPageState>(IDLE_RECORD_PAGE);
  readonly state$: Observable<RecordPageState> = this.#store.state$;
  #opened: OpenedRecord | null = null;
  readonly #scope: RecordPageScope;
  readonly #edits: RecordEdits;
  readonly #tags: RecordTags;
  readonly #shared: SharedRecordLoad;

  constructor(
    private readonly api: Pick<ApiClient, "request" | "send">,
    private readonly socket: Pick<SocketPort, "channel">,
    /** The signed-in user's id (the view channel is theirs); null when signed out. */
    private readonly userId: () => string | null,
    private readonly source: RecordSource = OWN_SOURCE,
  ) {
    this.#scope = {
      api,
      state: () => this.#store.value,
      dispatch: (event) => this.#dispatch(event),
      opened: () => this.#opened,
    };
    this.#edits = new RecordEdits(this.#scope);
    this.#tags = new RecordTags(this.#scope);
    const onViewEvent = (opened: OpenedRecord, event: RecordViewEvent) => this.#onViewEvent(opened, event);
    this.#shared = new SharedRecordLoad(this.#scope, socket, onViewEvent, (opened) => this.#afterLoad(opened));
  }

  get state(): RecordPageState {
    return this.#store.value;
  }

  /** Shows record `id`; opening the record already shown (or loading) does nothing. */
  open(id: string): void {
    const phase = this.#store.value.phase;
    if (this.#opened?.id === id && (phase === "loading" || phase === "ready")) return;
    this.#end();
    const user = this.userId();
    const opened = openedRecord(id, user);
    this.#opened = opened;
    this.#dispatch({ type: "opened", id });
    if (this.source.kind === "shared") {
      opened.release = this.source.scope.enter(id);
      if (user === null) this.source.rememberForLogin?.(sharedRecordPath(id));
      void this.#shared.open(opened);
      return;
    }
    if (user !== null) this.#follow(opened, user);
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
  rename = (name: string): Promise<RecordCommandOutcome> => this.#edits.rename(name);
  setFavourite = (favourite: boolean): Promise<RecordCommandOutcome> => this.#edits.setFavourite(favourite);
  /** Attaches the tag with this text (the server answers the same text with the existing tag). */
  attachTag = (text: string): Promise<RecordCommandOutcome> => this.#tags.attach(text);
  detachTag = (tagId: string): Promise<RecordCommandOutcome> => this.#tags.detach(tagId);
  /** Attaches the tag with this text to a highlight (spec 3 §7 `POST pois/{id}/relationships/tags`). */
  attachHighlightTag = (poiId: string, text: string): Promise<RecordCommandOutcome> =>
    this.#tags.attachToHighlight(poiId, text);
  detachHighlightTag = (poiId: string, tagId: string): Promise<RecordCommandOutcome> =>
    this.#tags.detachFromHighlight(poiId, tagId);

  /** Spec 3 §2 inline editor: a highlight's new name, non-empty after trim. */
  renameHighlight = (poiId: string, name: string): Promise<RecordCommandOutcome> =>
    this.#edits.renameHighlight(poiId, name);
  removeHighlight = (poiId: string): Promise<RecordCommandOutcome> => this.#edits.removeHighlight(poiId);

  /** Deletes the session (its media, notes, highlights and transcript go too); the page then leaves. */
  async remove(): Promise<RecordCommandOutcome> {
    return runRecordCommand(this.#scope, async (id, opened) => {
      await this.api.send({ method: "DELETE", path: recordCalls.session(id) });
      if (!stillOpen(this.#scope, opened)) return;
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
    return runRecordCommand(this.#scope, async (id, opened) => {
      await this.api.send({
        method: "POST",
        path: recordCalls.summaries(id),
        body: { data: { type: "sessions_summaries", attributes: { parts: [...parts] } } },
      });
      if (!stillOpen(this.#scope, opened)) return;
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

  /** The owner's view channel of the record, and the list channel that tells a deletion elsewhere. */
  #follow(opened: OpenedRecord, user: string): void {
    opened.channel = this.socket.channel(sessionChannelName(user, opened.id)).subscribe({
      next: (event) => this.#onViewEvent(opened, recordViewEvent(event)),
      // A channel that cannot be followed leaves a page that is still right until reloaded.
      error: () => undefined,
    });
    opened.list = this.socket.channel(sessionListChannelName(user)).subscribe({
      next: ({ event, data }) => {
        if (event !== "removed" || !stillOpen(this.#scope, opened)) return;
        const removedId = typeof data === "object" && data !== null && "id" in data ? String(data.id) : null;
        // Deleted on another device (or tab): the page says it is gone rather than showing a ghost.
        if (removedId === opened.id)
          this.#dispatch({ type: "loadFailed", notFound: true, message: RECORD_TEXTS.notFoundTitle });
      },
      error: () => undefined,
    });
  }

  #onViewEvent(opened: OpenedRecord, event: RecordViewEvent): void {
    if (!stillOpen(this.#scope, opened)) return;
    switch (event.kind) {
      case "reload":
        void this.#load(opened);
        return;
      case "progress": {
        const before = this.#store.value;
        this.#dispatch({ type: "convertProgress", progress: event.progress });
        const after = this.#store.value;
        // Converted now: the duration and transcript came with it, and the player can load.
        const converted = before.phase === "ready" && before.processing !== null;
        if (converted && after.phase === "ready" && after.processing === null) void this.#load(opened);
        return;
      }
      case "waveformFinished":
        void loadRecordWaveform(this.#scope, opened, event.streamId, true);
        void loadRecordMedia(this.#scope, opened, true);
        return;
      case "ignore":
        return;
    }
  }

  async #load(opened: OpenedRecord): Promise<void> {
    if (this.source.kind === "shared") return this.#shared.load(opened);
    const load = ++opened.loads;
    const current = () => stillOpen(this.#scope, opened) && load === opened.loads;
    try {
      const reply = await this.api.request(
        { method: "GET", path: recordCalls.session(opened.id), query: { include: RECORD_INCLUDE } },
        SessionDocumentReply,
      );
      if (!current()) return;
      this.#dispatch({ type: "loaded", record: toRecordDetail(reply) });
      this.#afterLoad(opened);
    } catch (error) {
      if (!current()) return;
      const notFound = isApiError(error) && error.status === 404;
      this.#dispatch({ type: "loadFailed", notFound, message: errorText(error) });
    }
  }

  /** Once the primary stream is converted: its addresses, and the waveform when the server has it. */
  #afterLoad(opened: OpenedRecord): void {
    const state = this.#store.value;
    if (state.phase !== "ready") return;
    // Tags are offered only to whom may attach them (a visitor's `GET tags` would be a 401).
    if (!opened.tagsAsked && !state.access.readOnly) void this.#tags.loadOptions(opened);
    const primary = primaryStream(state.record);
    if (primary === null || !isConverted(primary)) return;
    void loadRecordMedia(this.#scope, opened, false);
    if (primary.waveformPath !== null) void loadRecordWaveform(this.#scope, opened, primary.id, false);
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
