import type { CallFailure } from "./callFailure";
import type { StreamType } from "./QueueItem";
import type { UploadBatch } from "./uploadBatch";

/** What the server's session list says about one session (spec 2 §4.8). */
export interface ServerSessionView {
  /** Spec 3 §4: booked 0, started 10, ended 20, wrapped 30. */
  readonly status: number;
  /** The merge already happened (a crash came between the merge's 2xx and the local delete). */
  readonly merged: boolean;
  readonly streams: Partial<Record<StreamType, { readonly path: string; readonly receivedThrough: number }>>;
}

/** Things the UI must show, in the shape of the queue's notices (spec 2 §8). */
export type QueueItemNotice =
  | { readonly kind: "billing"; readonly title: string; readonly message: string }
  | { readonly kind: "sessionRemoved"; readonly message: string }
  | { readonly kind: "loopError"; readonly title: string; readonly detail: string };

export type QueueItemEvent =
  /** What should happen next? `batch` is the request selectBatch would send now. */
  | { readonly type: "step"; readonly batch: UploadBatch | null }
  | { readonly type: "chunkCommitted"; readonly streamType: StreamType }
  | { readonly type: "finished"; readonly endedAt: number }
  /**
   * The user pressed stop at `endedAt`; the recorder finishes the item seconds later (spec 2 §4.1). The
   * end is kept at once, so a reload or close in between restores the real end, not the restart time.
   */
  | { readonly type: "endNoted"; readonly endedAt: number }
  | { readonly type: "paused" }
  | { readonly type: "resumed" }
  /** The session was renamed while recording: a session the queue creates later gets the new name. */
  | { readonly type: "renamed"; readonly name: string }
  | { readonly type: "sessionCreated"; readonly sessionId: string }
  | { readonly type: "sessionStarted" }
  | { readonly type: "streamCreated"; readonly streamType: StreamType; readonly path: string }
  | { readonly type: "batchUploaded" }
  | { readonly type: "sessionEnded" }
  /** `durable` false: the server merged it but cannot keep it; the device copy stays. */
  | { readonly type: "sessionMerged"; readonly durable: boolean }
  | { readonly type: "sessionChecked"; readonly exists: boolean }
  | { readonly type: "sessionSynced"; readonly session: ServerSessionView | null }
  /** The call on the wire failed. */
  | { readonly type: "callFailed"; readonly failure: CallFailure };

export type QueueEffect =
  /** Put the machine's item in the local database. */
  | { readonly kind: "save" }
  | {
      readonly kind: "createSession";
      readonly name: string;
      readonly startedAt: number;
      readonly organizationId: string | null;
      /** The session a restart from scratch gave up: the server is asked to reuse it (QueueItem.restartOf). */
      readonly reuseSessionId: string | null;
    }
  | { readonly kind: "startSession"; readonly sessionId: string; readonly startedAt: number }
  | {
      readonly kind: "createStream";
      readonly sessionId: string;
      readonly streamType: StreamType;
      readonly createdAt: number;
    }
  | { readonly kind: "upload"; readonly path: string; readonly batch: UploadBatch }
  | { readonly kind: "endSession"; readonly sessionId: string; readonly endedAt: number }
  | { readonly kind: "mergeSession"; readonly sessionId: string }
  | { readonly kind: "checkSession"; readonly sessionId: string }
  | { readonly kind: "syncSession"; readonly sessionId: string }
  /** Set isUploaded on the stream's slices with fromSequence ≤ sequence < toSequence. */
  | {
      readonly kind: "mark";
      readonly streamType: StreamType;
      readonly fromSequence: number;
      readonly toSequence: number;
      readonly isUploaded: boolean;
    }
  /** Delete the item and all its chunks. */
  | { readonly kind: "delete" }
  | { readonly kind: "notice"; readonly notice: QueueItemNotice };

/** The effects that are calls to the server: at most one per transition, answered by one event. */
export const CALL_EFFECTS = [
  "createSession",
  "startSession",
  "createStream",
  "upload",
  "endSession",
  "mergeSession",
  "checkSession",
  "syncSession",
] as const;

export type CallEffect = Extract<QueueEffect, { readonly kind: (typeof CALL_EFFECTS)[number] }>;

export const isCallEffect = (effect: QueueEffect): effect is CallEffect =>
  (CALL_EFFECTS as readonly string[]).includes(effect.kind);
