import type { Subscription } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import type { RecordPageEvent, RecordPageState } from "./recordPageReducer";

/**
 * Which record is open (one per `open`): its subscriptions and scope. What has been asked for it (loads,
 * media, waveform, permissions) is the reducer's model (recordPageEffects), kept there alone.
 */
export interface OpenedRecord {
  readonly id: string;
  /** The signed-in viewer when it was opened (null: a visitor). */
  readonly user: string | null;
  /** Leaves the shared record's X-SHARED-ID scope (shared mode). */
  release: (() => void) | null;
  channel: Subscription | null;
  /** The list channel, where a deletion on another device is told. */
  list: Subscription | null;
  tagsAsked: boolean;
}

export const openedRecord = (id: string, user: string | null): OpenedRecord => ({
  id,
  user,
  release: null,
  channel: null,
  list: null,
  tagsAsked: false,
});

/**
 * What the record page's parts (its loads, tag commands, shared mode) share: the API, the page's
 * state and its one way to change it, and which record is open now — a reply for a record that is
 * no longer open is dropped.
 */
export interface RecordPageScope {
  readonly api: Pick<ApiClient, "request" | "send">;
  readonly state: () => RecordPageState;
  readonly dispatch: (event: RecordPageEvent) => void;
  readonly opened: () => OpenedRecord | null;
}

/** Whether `opened` is still the page's open record. */
export const stillOpen = (scope: RecordPageScope, opened: OpenedRecord): boolean => scope.opened() === opened;
