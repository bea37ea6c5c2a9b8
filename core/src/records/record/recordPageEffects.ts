import type { RecordAccess } from "./RecordAccess";
import { cameraStream, primaryStream } from "./RecordDetail";
import type { ReadyRecord } from "./recordPageView";
import { isConverted } from "./recordProcessing";

/**
 * What the record page asks for next, as plain data (ARCHITECTURE rule 2): recordPageReducer decides,
 * the page's runner (RecordEffectRunner) only carries them out and answers with events. Every effect
 * naming an `id` is for the record open after the step that produced it.
 */
export type RecordPageEffect =
  /** Stop following the record open so far, leave its shared scope; its replies still on their way are dropped. */
  | { readonly kind: "end" }
  /** A new open of `id` starts: replies from now on belong to it. */
  | { readonly kind: "begin"; readonly id: string; readonly user: string | null }
  /** The owner's page: the record's view channel and the list channel that tells a deletion elsewhere. */
  | { readonly kind: "follow"; readonly id: string; readonly user: string }
  /** A shared record: the owner's view channel, named by the record's id (the link may be a token). */
  | { readonly kind: "followOwner"; readonly id: string; readonly ownerId: string; readonly recordId: string }
  /** Deleted: nothing more will come for it, so its channels are left. */
  | { readonly kind: "unfollow"; readonly id: string }
  /** A shared record's requests carry X-SHARED-ID from now on. */
  | { readonly kind: "enterShared"; readonly id: string }
  /** A signed-out visitor's shared record, remembered for after login. */
  | { readonly kind: "rememberForLogin"; readonly id: string; readonly path: string }
  /** A signed-in viewer bookmarks a shared record before it loads (answered by bookmarked or linkRefused). */
  | { readonly kind: "bookmark"; readonly id: string }
  /** Read the record (the owner's session, or the shared one); `load` comes back with the reply. */
  | { readonly kind: "loadRecord"; readonly id: string; readonly load: number }
  | { readonly kind: "loadTagOptions"; readonly id: string }
  | { readonly kind: "loadSharedPermissions"; readonly id: string }
  /** The player's addresses: the primary stream's, and the camera's beside it when there is one. */
  | { readonly kind: "loadMedia"; readonly id: string; readonly streamId: string; readonly cameraId: string | null }
  | { readonly kind: "loadWaveform"; readonly id: string; readonly streamId: string };

/** The open record, as far as the reducer decides what to ask for next. */
export interface OpenRecord {
  readonly id: string;
  /** The signed-in viewer when it was opened (null: a visitor). */
  readonly user: string | null;
  readonly mode: "own" | "shared";
  /** The newest load's number: a reply of an older one changes nothing. */
  readonly loads: number;
  /** A view channel of the record is followed (the owner's page from the open; a shared one after its load). */
  readonly following: boolean;
  /**
   * `loads` when the server last confirmed the view channel (null: not yet). A load numbered up to it
   * may have been read before events the page never heard, such as the end of processing.
   */
  readonly followedAt: number | null;
  /** Asked once per open; a failed read asks again (media, waveform); tags and shared permissions do not. */
  readonly mediaAsked: boolean;
  readonly waveformAsked: string | null;
  readonly tagsAsked: boolean;
  readonly permissionsAsked: boolean;
}

export interface Asked {
  readonly open: OpenRecord;
  readonly effects: readonly RecordPageEffect[];
}

const nothing = (open: OpenRecord): Asked => ({ open, effects: [] });

export const andThen = (first: Asked, next: (open: OpenRecord) => Asked): Asked => {
  const second = next(first.open);
  return { open: second.open, effects: [...first.effects, ...second.effects] };
};

/** The next read of the record; its number makes every older reply stale. */
export const loadRecord = (open: OpenRecord): Asked => {
  const loads = open.loads + 1;
  return { open: { ...open, loads }, effects: [{ kind: "loadRecord", id: open.id, load: loads }] };
};

/**
 * The player's addresses, once per open unless `again` (the waveform finished: the stream may have
 * become playable), and not again once the primary address is there.
 */
export const askMedia = (open: OpenRecord, view: ReadyRecord, again: boolean): Asked => {
  if ((open.mediaAsked && !again) || (again && view.media?.primary)) return nothing(open);
  const primary = primaryStream(view.record);
  if (primary === null) return nothing(open);
  const cameraId = cameraStream(view.record)?.id ?? null;
  return {
    open: { ...open, mediaAsked: true },
    effects: [{ kind: "loadMedia", id: open.id, streamId: primary.id, cameraId }],
  };
};

/** The played stream's waveform (only that one is drawn); after waveform_finished (`again`) until it is shown. */
export const askWaveform = (open: OpenRecord, view: ReadyRecord, streamId: string, again: boolean): Asked => {
  const primary = primaryStream(view.record);
  if (primary === null || primary.id !== streamId) return nothing(open);
  if (open.waveformAsked === streamId && (!again || view.waveform !== null)) return nothing(open);
  return { open: { ...open, waveformAsked: streamId }, effects: [{ kind: "loadWaveform", id: open.id, streamId }] };
};

/** A shared record's meta: the owner's channel for a signed-in viewer, and the shared permission set once. */
const askShared = (open: OpenRecord, view: ReadyRecord, access: RecordAccess | undefined): Asked => {
  if (open.mode !== "shared" || access === undefined) return nothing(open);
  const effects: RecordPageEffect[] = [];
  let next = open;
  if (!next.following && next.user !== null && access.owner !== null) {
    effects.push({ kind: "followOwner", id: open.id, ownerId: access.owner.id, recordId: view.record.id });
    next = { ...next, following: true };
  }
  if (access.sharedPermissions === "loading" && !next.permissionsAsked) {
    effects.push({ kind: "loadSharedPermissions", id: open.id });
    next = { ...next, permissionsAsked: true };
  }
  return { open: next, effects };
};

/**
 * What a load shown brings: a shared record's channel and permissions; the tags offered to whom may
 * attach them (a visitor's `GET tags` would be a 401); and once the primary stream is converted, its
 * addresses and the waveform when the server has it.
 */
export const afterLoad = (open: OpenRecord, view: ReadyRecord, access: RecordAccess | undefined): Asked => {
  const shared = askShared(open, view, access);
  const tagged = andThen(shared, (next) =>
    next.tagsAsked || view.access.readOnly
      ? nothing(next)
      : { open: { ...next, tagsAsked: true }, effects: [{ kind: "loadTagOptions", id: next.id }] },
  );
  const primary = primaryStream(view.record);
  if (primary === null || !isConverted(primary)) return tagged;
  const media = andThen(tagged, (next) => askMedia(next, view, false));
  return primary.waveformPath === null ? media : andThen(media, (next) => askWaveform(next, view, primary.id, false));
};

/** waveform_finished: that stream's peaks, and the player's addresses if it has none yet. */
export const afterWaveformFinished = (open: OpenRecord, view: ReadyRecord, streamId: string): Asked =>
  andThen(askWaveform(open, view, streamId, true), (next) => askMedia(next, view, true));
