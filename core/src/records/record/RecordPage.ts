import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { Store } from "../../kernel/Store";
import type { SocketPort } from "../../ports/SocketPort";
import type { SharedIdScope } from "../../sharing/application/SharedIdScope";
import { type RecordPageScope, stillOpen } from "./openedRecord";
import { recordCalls } from "./recordCalls";
import { type RecordCommandOutcome, type ZipOutcome, downloadProblem, runRecordCommand } from "./recordCommandOutcome";
import { RecordEdits } from "./RecordEdits";
import { RecordEffectRunner } from "./RecordEffectRunner";
import {
  IDLE_RECORD_MODEL,
  type ReadyRecord,
  type RecordPageEvent,
  type RecordPageModel,
  type RecordPageState,
  recordPageReducer,
} from "./recordPageReducer";
import { TemporaryUrlReply } from "./recordReplies";
import { OWN_SOURCE, type RecordSource } from "./recordSource";
import { RecordTags } from "./RecordTags";
import { RECORD_TEXTS } from "./recordTexts";
import type { StudyPart } from "./StudyMaterial";
import { markGenerating } from "./toStudyMaterial";

export type { RecordCommandOutcome, RecordSource, ZipOutcome };
export { downloadProblem };

/**
 * /records/{id} (spec 3 §2): one recorded lecture. `open(id)` loads the session document, follows its
 * view channel (progress, waveform, highlights, assets) and, once the primary stream is converted,
 * loads the player's addresses and the waveform; `close()` ends all of it. The page's route opens
 * and closes it; commands answer with an outcome the page shows. What follows each event is decided
 * by the pure recordPageReducer, as effects that RecordEffectRunner carries out; the page's parts
 * share one scope: the tags (RecordTags) and the record's own edits (RecordEdits).
 */
export class RecordPage {
  readonly #store = new Store<RecordPageModel>(IDLE_RECORD_MODEL);
  readonly state$: Observable<RecordPageState> = this.#store.select((model) => model.view);
  readonly #scope: RecordPageScope;
  readonly #edits: RecordEdits;
  readonly #tags: RecordTags;
  readonly #effects: RecordEffectRunner;

  constructor(
    private readonly api: Pick<ApiClient, "request" | "send">,
    socket: Pick<SocketPort, "channel">,
    /** The signed-in user's id (the view channel is theirs); null when signed out. */
    private readonly userId: () => string | null,
    private readonly source: RecordSource = OWN_SOURCE,
  ) {
    const dispatch = (event: RecordPageEvent) => this.#dispatch(event);
    this.#scope = { api, state: () => this.state, dispatch, opened: () => this.#effects.opened };
    this.#edits = new RecordEdits(this.#scope);
    this.#tags = new RecordTags(this.#scope);
    this.#effects = new RecordEffectRunner({ api, socket, source, tags: this.#tags, dispatch });
  }

  get state(): RecordPageState {
    return this.#store.value.view;
  }

  /** Shows record `id`; opening the record already shown (or loading) does nothing. */
  open(id: string): void {
    this.#dispatch({ type: "opened", id, user: this.userId(), mode: this.source.kind });
  }

  /** Leaves record `id` (or whichever is open): stops following it and forgets it. */
  close(id?: string): void {
    this.#dispatch(id === undefined ? { type: "closed" } : { type: "closed", id });
  }

  /** Reads the record again (after a change made beside the page, such as a saved note). */
  reload(): void {
    this.#dispatch({ type: "reload" });
  }

  /** 'Try again' after a failed load. */
  retry(): void {
    const open = this.#store.value.open;
    if (open !== null)
      this.#dispatch({ type: "opened", id: open.id, user: this.userId(), mode: open.mode, again: true });
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
      // Nothing more will come for a deleted session: the reducer leaves its channels.
      if (stillOpen(this.#scope, opened)) this.#dispatch({ type: "removed" });
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
      this.#dispatch({ type: "changed", change: markGenerating });
      this.#dispatch({ type: "reload" });
    });
  }

  /** A temporary address of the session's zip, or the download error of spec 3 §8. */
  async downloadZip(): Promise<ZipOutcome> {
    const opened = this.#effects.opened;
    if (opened === null) return { ok: false, ...downloadProblem(new Error(RECORD_TEXTS.notFoundTitle)) };
    try {
      const reply = await this.api.request({ method: "GET", path: recordCalls.zip(opened.id) }, TemporaryUrlReply);
      return { ok: true, url: reply.data.attributes.url, name: reply.data.attributes.name ?? null };
    } catch (error) {
      return { ok: false, ...downloadProblem(error) };
    }
  }

  /** The reducer decides what the page shows and asks for next; the runner carries out what it asks. */
  #dispatch(event: RecordPageEvent): void {
    const step = recordPageReducer(this.#store.value, event);
    if (step.state !== this.#store.value) this.#store.set(step.state);
    for (const effect of step.effects) this.#effects.run(effect);
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
