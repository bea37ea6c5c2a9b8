import type { DemoFaultAction } from "@lectern/adapters/demo/model/DemoFaults";
import type { ApiMethod } from "@lectern/core/api/wire";
import { STREAM_TYPES, type StreamType } from "@lectern/core/queue/domain/QueueItem";
import type { Scheduler } from "fast-check";
import type { QueueWorld } from "./QueueWorld";

/** One recording as the test knows it: what was committed, in order, per stream. */
export interface ModelItem {
  readonly number: number;
  readonly name: string;
  readonly id: string;
  readonly startedAt: number;
  readonly committed: Record<StreamType, Uint8Array[]>;
  /** The test deleted its session on the server (as the user would on another device). */
  sessionDeleted: boolean;
  /** Index in world.owners of the user who recorded it. */
  readonly owner: number;
}

/** What the commands keep track of. */
export interface QueueModel {
  readonly items: ModelItem[];
  recording: ModelItem | null;
  offline: boolean;
  jumps: number;
  /** Index in world.owners of the user signed in now. */
  signedIn: number;
}

/** The system under test and the scheduler that decides when each request and answer travels. */
export interface QueueReal {
  readonly world: QueueWorld;
  readonly scheduler: Scheduler;
  /** start() of each app run, not awaited by the commands (it waits on the scheduler). */
  readonly starts: Promise<void>[];
}

export const emptyCommitted = (): Record<StreamType, Uint8Array[]> => ({ audio: [], combined: [], camera: [] });

export const newModel = (): QueueModel => ({ items: [], recording: null, offline: false, jumps: 0, signedIn: 0 });

/** The server calls of the queue, for faults: `*` is any one path segment. */
export const ENDPOINTS: readonly { readonly method: ApiMethod; readonly path: string }[] = [
  { method: "POST", path: "sessions" },
  { method: "POST", path: "sessions/*/start" },
  { method: "POST", path: "sessions/*/relationships/streams" },
  { method: "PUT", path: "streams/*/partial/upload" },
  { method: "POST", path: "sessions/*/end" },
  { method: "POST", path: "sessions/*/merge" },
  { method: "GET", path: "sessions" },
  { method: "GET", path: "sessions/*" },
  { method: "POST", path: "v2/monitoring/widget/stuck" },
];

/** A fault the test may arm, as a plain value so fast-check can print and shrink it. */
export type FaultPlan =
  | { readonly kind: "status"; readonly endpoint: number; readonly status: number; readonly times: number }
  | { readonly kind: "drop"; readonly endpoint: number; readonly afterHandling: boolean; readonly times: number }
  | { readonly kind: "billing"; readonly endpoint: 0 | 1 | 4 }
  | { readonly kind: "failMerge" };

export const faultAction = (plan: FaultPlan): DemoFaultAction => {
  switch (plan.kind) {
    case "status":
      return {
        kind: "reply",
        response: { status: plan.status, headers: {}, body: { errors: [{ title: `Injected ${plan.status}` }] } },
      };
    case "drop":
      return { kind: "drop", afterHandling: plan.afterHandling };
    case "billing":
      return {
        kind: "reply",
        response: { status: 402, headers: {}, body: { errors: [{ title: "Your plan is full", message: "Upgrade." }] } },
      };
    case "failMerge":
      return { kind: "failMerge" };
  }
};

export const faultEndpoint = (plan: FaultPlan) =>
  plan.kind === "failMerge" ? ENDPOINTS[5]! : ENDPOINTS[plan.endpoint]!;

export const streamTypeAt = (index: number): StreamType => STREAM_TYPES[index % STREAM_TYPES.length]!;
