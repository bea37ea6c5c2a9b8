import { sharedRecordPath } from "../../sharing/domain/sharedRecordPath";
import {
  type Asked,
  type OpenRecord,
  type RecordPageEffect,
  afterLoad,
  afterWaveformFinished,
  andThen,
  loadRecord,
} from "./recordPageEffects";
import {
  IDLE_RECORD_PAGE,
  type LinkRefused,
  type ReadyRecord,
  type RecordMedia,
  type RecordPageState,
  type RecordViewChange,
  type Waveform,
  nextRecordView,
} from "./recordPageView";
import { RECORD_TEXTS } from "./recordTexts";

export type { LinkRefused, OpenRecord, ReadyRecord, RecordMedia, RecordPageEffect, RecordPageState, Waveform };
export { IDLE_RECORD_PAGE };

/** Everything that happens to the record page: what changes its view, and the replies that only ask for more. */
export type RecordPageEvent =
  | RecordViewChange
  /** Read the record again: the view channel said it changed, or a change was made beside the page. */
  | { readonly type: "reload" }
  /** A shared record's bookmark is made, or failed without refusing the link: the record loads. */
  | { readonly type: "bookmarked" }
  /** The server confirmed the view channel (first, or again after a reconnection). */
  | { readonly type: "followed" }
  | { readonly type: "waveformFinished"; readonly streamId: string }
  /** The list channel: a record was deleted on another device (or tab). */
  | { readonly type: "removedElsewhere"; readonly id: string }
  /** Not playable yet (or gone): the next event or a reload asks again. */
  | { readonly type: "mediaFailed" }
  /** 404 until finished: waveform_finished asks again. */
  | { readonly type: "waveformFailed" }
  /** Spec 3 §6: a permission load that fails revokes them. */
  | { readonly type: "sharedPermissionsFailed" };

/** The page's view, and the open record the effects are decided for (null exactly when the view is idle). */
export interface RecordPageModel {
  readonly view: RecordPageState;
  readonly open: OpenRecord | null;
}

export const IDLE_RECORD_MODEL: RecordPageModel = { view: IDLE_RECORD_PAGE, open: null };

/** One step of the record page: its next model and the effects to run, in order. */
export interface RecordPageStep {
  readonly state: RecordPageModel;
  readonly effects: readonly RecordPageEffect[];
}

const stay = (model: RecordPageModel): RecordPageStep => ({ state: model, effects: [] });

const shown = (model: RecordPageModel, view: RecordPageState): RecordPageModel =>
  view === model.view ? model : { ...model, view };

const viewOnly = (model: RecordPageModel, event: RecordViewChange): RecordPageStep =>
  stay(shown(model, nextRecordView(model.view, event)));

const asking = (model: RecordPageModel, view: RecordPageState, asked: Asked): RecordPageStep => ({
  state: { view, open: asked.open },
  effects: asked.effects,
});

/** A processing record's load that may have been read before the channel was confirmed. */
const unheard = (open: OpenRecord, view: ReadyRecord, load: number | undefined): boolean =>
  view.processing !== null && open.followedAt !== null && load !== undefined && load <= open.followedAt;

/** A reply of a load that is not the newest one. */
const stale = (open: OpenRecord, event: { readonly load?: number }): boolean =>
  event.load !== undefined && event.load !== open.loads;

const opened = (model: RecordPageModel, event: Extract<RecordPageEvent, { type: "opened" }>): RecordPageStep => {
  const { open, view } = model;
  // Opening the record already shown (or loading) does nothing.
  if (!event.again && open?.id === event.id && (view.phase === "loading" || view.phase === "ready")) {
    return stay(model);
  }
  const { id } = event;
  const user = event.user ?? null;
  const mode = event.mode ?? "own";
  const fresh: OpenRecord = {
    id,
    user,
    mode,
    loads: 0,
    following: mode === "own" && user !== null,
    followedAt: null,
    mediaAsked: false,
    waveformAsked: null,
    tagsAsked: false,
    permissionsAsked: false,
  };
  const effects: RecordPageEffect[] = open === null ? [] : [{ kind: "end" }];
  effects.push({ kind: "begin", id, user });
  if (mode === "shared") {
    effects.push({ kind: "enterShared", id });
    if (user === null) effects.push({ kind: "rememberForLogin", id, path: sharedRecordPath(id) });
    // A signed-in viewer bookmarks it first: a refusal is the page's 404/403.
    else effects.push({ kind: "bookmark", id });
  } else if (user !== null) {
    effects.push({ kind: "follow", id, user });
  }
  const loading = nextRecordView(view, event);
  if (mode === "shared" && user !== null) return { state: { view: loading, open: fresh }, effects };
  const load = loadRecord(fresh);
  return { state: { view: loading, open: load.open }, effects: [...effects, ...load.effects] };
};

/**
 * The record page's state machine (ARCHITECTURE rule 2): pure, so every event order can be checked
 * without I/O. It decides what the page shows and which effects follow each event; a reply that is
 * not this page's (another record, an older load, after close) returns the model itself and no effects.
 */
export const recordPageReducer = (model: RecordPageModel, event: RecordPageEvent): RecordPageStep => {
  const { open } = model;
  switch (event.type) {
    case "opened":
      return opened(model, event);
    case "closed":
      if (event.id !== undefined && open?.id !== event.id) return stay(model);
      return { state: IDLE_RECORD_MODEL, effects: open === null ? [] : [{ kind: "end" }] };
    case "reload":
    case "bookmarked":
      return open === null ? stay(model) : asking(model, model.view, loadRecord(open));
    case "loaded": {
      if (open === null || stale(open, event)) return stay(model);
      const view = nextRecordView(model.view, event);
      if (view === model.view || view.phase !== "ready") return stay(model);
      const asked = afterLoad(open, view, event.access);
      // Read before the channel was confirmed, a processing record may already be converted: the
      // last progress event went out unheard, so it is read once more (or it would wait forever).
      return unheard(open, view, event.load)
        ? asking(model, view, andThen(asked, loadRecord))
        : asking(model, view, asked);
    }
    case "followed": {
      if (open === null) return stay(model);
      const followed = { ...open, followedAt: open.loads };
      const view = model.view;
      // Confirmed again after a reconnection, anything may have been missed; the first time, only a
      // record still processing can have finished unheard (a load in flight is judged on its reply).
      const missed = view.phase === "ready" && (open.followedAt !== null || view.processing !== null);
      return missed ? asking(model, view, loadRecord(followed)) : stay({ ...model, open: followed });
    }
    case "loadFailed":
    case "linkRefused":
      return open === null || stale(open, event) ? stay(model) : viewOnly(model, event);
    case "removedElsewhere":
      if (open === null || open.id !== event.id) return stay(model);
      return viewOnly(model, { type: "loadFailed", notFound: true, message: RECORD_TEXTS.notFoundTitle });
    case "convertProgress": {
      const before = model.view;
      const view = nextRecordView(before, event);
      // Converted now: the duration and transcript came with it, and the player can load.
      const converted =
        before.phase === "ready" && before.processing !== null && view.phase === "ready" && view.processing === null;
      return converted && open !== null ? asking(model, view, loadRecord(open)) : stay(shown(model, view));
    }
    case "waveformFinished":
      if (open === null || model.view.phase !== "ready") return stay(model);
      return asking(model, model.view, afterWaveformFinished(open, model.view, event.streamId));
    case "mediaFailed":
      return open === null ? stay(model) : stay({ ...model, open: { ...open, mediaAsked: false } });
    case "waveformFailed":
      return open === null ? stay(model) : stay({ ...model, open: { ...open, waveformAsked: null } });
    case "sharedPermissionsFailed":
      return viewOnly(model, { type: "sharedPermissionsLoaded", permissions: {} });
    case "removed": {
      const view = nextRecordView(model.view, event);
      if (open === null || view === model.view) return stay(model);
      // Nothing more will come for a deleted session: its channels are left.
      return { state: shown(model, view), effects: [{ kind: "unfollow", id: open.id }] };
    }
    default:
      return viewOnly(model, event);
  }
};
