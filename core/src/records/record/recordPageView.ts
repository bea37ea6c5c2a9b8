import type { Permissions } from "../../permissions/domain/Permissions";
import type { AudiowaveformData } from "../playback/waveformPeaks";
import { OWN_ACCESS, type RecordAccess } from "./RecordAccess";
import type { RecordDetail, RecordTag } from "./RecordDetail";
import { type ConvertProgress, processingProgress, withConvertProgress } from "./recordProcessing";

/** The waveform peaks as the server computed them (audiowaveform JSON, spec 3 §3). */
export type Waveform = AudiowaveformData;

/** The player's sources: the primary stream's address and the camera's beside it. */
export interface RecordMedia {
  readonly primary: string | null;
  readonly camera: string | null;
}

export interface ReadyRecord {
  readonly phase: "ready";
  readonly id: string;
  readonly record: RecordDetail;
  /** 'Processing… N%' while the primary stream is converted; null once it is playable. */
  readonly processing: number | null;
  /** Null until the addresses are loaded (after processing). */
  readonly media: RecordMedia | null;
  readonly waveform: Waveform | null;
  /** The user's tags, offered when attaching one. */
  readonly tagOptions: readonly RecordTag[];
  /** What this viewer may do with the record (the owner's page: everything). */
  readonly access: RecordAccess;
}

/** A shared link the server refused (spec 3 §2 guard, §8): its status and the spec's message. */
export interface LinkRefused {
  readonly phase: "linkError";
  readonly id: string;
  readonly code: 403 | 404;
  readonly message: string;
}

/** What the record page shows (its `state$`). */
export type RecordPageState =
  | { readonly phase: "idle" }
  | { readonly phase: "loading"; readonly id: string }
  | { readonly phase: "notFound"; readonly id: string }
  | { readonly phase: "failed"; readonly id: string; readonly message: string }
  | ReadyRecord
  | LinkRefused
  /** Deleted from this page: the page leaves for /records. */
  | { readonly phase: "removed"; readonly id: string };

/** The events that change what the page shows (recordPageReducer adds those that only ask for more). */
export type RecordViewChange =
  | {
      readonly type: "opened";
      readonly id: string;
      /** The signed-in viewer (null or absent: a visitor); the owner's page follows their channels. */
      readonly user?: string | null;
      /** "shared": a /shared-records/{id} link (absent: the owner's own page). */
      readonly mode?: "own" | "shared";
      /** 'Try again': open afresh even when the record is already shown or loading. */
      readonly again?: boolean;
    }
  /** `access` comes with a shared record's meta; without it the page keeps what it had (own: all rights). */
  | {
      readonly type: "loaded";
      readonly record: RecordDetail;
      readonly access?: RecordAccess;
      /** The key the page was opened by, when it is not the record's id (a share link's token, issue 20). */
      readonly openedAs?: string;
      /** The `loadRecord` effect this answers; a reply of an older load changes nothing. */
      readonly load?: number;
    }
  | { readonly type: "linkRefused"; readonly code: 403 | 404; readonly message: string; readonly load?: number }
  | { readonly type: "sharedPermissionsLoaded"; readonly permissions: Permissions }
  | { readonly type: "loadFailed"; readonly notFound: boolean; readonly message: string; readonly load?: number }
  | { readonly type: "convertProgress"; readonly progress: ConvertProgress }
  | { readonly type: "mediaLoaded"; readonly media: RecordMedia }
  | { readonly type: "waveformLoaded"; readonly waveform: Waveform }
  | { readonly type: "tagOptionsLoaded"; readonly tags: readonly RecordTag[] }
  | { readonly type: "changed"; readonly change: (record: RecordDetail) => RecordDetail }
  | { readonly type: "removed" }
  /** Leaves record `id` (absent: whichever is open). */
  | { readonly type: "closed"; readonly id?: string };

export const IDLE_RECORD_PAGE: RecordPageState = { phase: "idle" };

const openId = (state: RecordPageState): string | null => (state.phase === "idle" ? null : state.id);

const ready = (state: RecordPageState, change: (current: ReadyRecord) => ReadyRecord): RecordPageState =>
  state.phase === "ready" ? change(state) : state;

/** How an event changes what the page shows; an event that is not this page's returns `state` itself. */
export const nextRecordView = (state: RecordPageState, event: RecordViewChange): RecordPageState => {
  switch (event.type) {
    case "opened":
      return { phase: "loading", id: event.id };
    case "closed":
      return IDLE_RECORD_PAGE;
    case "loaded": {
      const id = openId(state);
      // A reply for another record (or after close) is not this page's.
      if (id === null || id !== (event.openedAs ?? event.record.id) || state.phase === "removed") return state;
      const previous = state.phase === "ready" ? state : null;
      // A reload must not undo progress the events already reported.
      const record = previous ? keepProgress(event.record, previous.record) : event.record;
      return {
        phase: "ready",
        id,
        record,
        processing: processingProgress(record),
        media: previous?.media ?? null,
        waveform: previous?.waveform ?? null,
        tagOptions: previous?.tagOptions ?? [],
        access: keepSharedPermissions(event.access ?? previous?.access ?? OWN_ACCESS, previous?.access),
      };
    }
    case "loadFailed": {
      const id = openId(state);
      if (id === null || state.phase === "removed") return state;
      // A failed reload keeps the page it has; only the first load shows the error.
      if (state.phase === "ready" && !event.notFound) return state;
      return event.notFound ? { phase: "notFound", id } : { phase: "failed", id, message: event.message };
    }
    case "linkRefused": {
      const id = openId(state);
      if (id === null || state.phase === "removed") return state;
      return { phase: "linkError", id, code: event.code, message: event.message };
    }
    case "sharedPermissionsLoaded":
      return ready(state, (current) =>
        current.access.sharedPermissions === null
          ? current
          : { ...current, access: { ...current.access, sharedPermissions: event.permissions } },
      );
    case "convertProgress":
      return ready(state, (current) => {
        const record = withConvertProgress(current.record, event.progress);
        return { ...current, record, processing: processingProgress(record) };
      });
    case "mediaLoaded":
      return ready(state, (current) => ({ ...current, media: event.media }));
    case "waveformLoaded":
      return ready(state, (current) => ({ ...current, waveform: event.waveform }));
    case "tagOptionsLoaded":
      return ready(state, (current) => ({ ...current, tagOptions: event.tags }));
    case "changed":
      return ready(state, (current) => ({ ...current, record: event.change(current.record) }));
    case "removed": {
      const id = openId(state);
      return id === null ? state : { phase: "removed", id };
    }
  }
};

const keepProgress = (next: RecordDetail, previous: RecordDetail): RecordDetail =>
  previous.streams.reduce(
    (record, stream) =>
      withConvertProgress(record, { streamId: stream.id, status: stream.status, progress: stream.convertProgress }),
    next,
  );

/** A reload's meta starts the shared set as loading again; the set already loaded stays until replaced. */
const keepSharedPermissions = (next: RecordAccess, previous: RecordAccess | undefined): RecordAccess =>
  next.sharedPermissions === "loading" &&
  previous !== undefined &&
  previous.sharedPermissions !== null &&
  previous.sharedPermissions !== "loading"
    ? { ...next, sharedPermissions: previous.sharedPermissions }
    : next;
