import { type CallFailure, classifyFailure } from "./callFailure";
import { type QueueItem, type QueueItemFlags, STREAM_TYPES, type StreamType } from "./QueueItem";
import {
  type QueueCall,
  type QueueItemMachine,
  type StreamLedgers,
  allUploaded,
  streamPath,
  withLedgers,
  withStreamPath,
} from "./QueueItemMachine";
import type { QueueEffect, QueueItemEvent, ServerSessionView } from "./queueItemEvents";
import { QUEUE_TEXTS } from "./queueTexts";
import type { UploadBatch } from "./uploadBatch";

export interface Transition {
  readonly state: QueueItemMachine;
  readonly effects: readonly QueueEffect[];
}

const stay = (state: QueueItemMachine): Transition => ({ state, effects: [] });

const withFlags = (state: QueueItemMachine, flags: Partial<QueueItemFlags>): QueueItemMachine => ({
  ...state,
  item: { ...state.item, state: { ...state.item.state, ...flags } },
});

const calling = (state: QueueItemMachine, call: QueueCall, flags: Partial<QueueItemFlags> = {}) =>
  withFlags({ ...state, call }, flags);

const noPending: Partial<QueueItemFlags> = { isPendingCreated: false, isPendingEnded: false, isPendingMerge: false };

/**
 * The next call for an item, in the order of spec 2 §4.7: read the server's view when it may be
 * stale, create and start the session, create a stream for each type that has slices, end once
 * finished, upload slices in creation order, merge once everything is uploaded and ended.
 */
const step = (state: QueueItemMachine, batch: UploadBatch | null): Transition => {
  const { item, streams } = state;
  const flags = item.state;
  if (state.call || flags.isSuspended) return stay(state);
  if (item.sessionId !== null && !state.synced) {
    return { state: calling(state, { kind: "sync" }), effects: [{ kind: "syncSession", sessionId: item.sessionId }] };
  }
  // Merged by a server that could not keep it: nothing to send while that server still holds it.
  if (item.keptOnDevice) return stay(state);
  if (item.sessionId === null) {
    const next = calling(state, { kind: "create" }, { isPendingCreated: true });
    const { name, startedAt, organizationId } = item;
    const reuseSessionId = item.restartOf ?? null;
    return {
      state: next,
      effects: [{ kind: "save" }, { kind: "createSession", name, startedAt, organizationId, reuseSessionId }],
    };
  }
  const sessionId = item.sessionId;
  if (!flags.isStatusCreated) {
    const next = calling(state, { kind: "start" }, { isPendingCreated: true });
    return { state: next, effects: [{ kind: "save" }, { kind: "startSession", sessionId, startedAt: item.startedAt }] };
  }
  const missing = STREAM_TYPES.find((type) => streams[type].committed > 0 && streamPath(item, type) === null);
  if (missing) {
    const next = calling(state, { kind: "stream", streamType: missing }, { isPendingCreated: true });
    const create: QueueEffect = { kind: "createStream", sessionId, streamType: missing, createdAt: item.startedAt };
    return { state: next, effects: [{ kind: "save" }, create] };
  }
  if (flags.isFinished && !flags.isStatusEnded) {
    const next = calling(state, { kind: "end" }, { isPendingEnded: true });
    const endedAt = item.endedAt ?? item.startedAt;
    return { state: next, effects: [{ kind: "save" }, { kind: "endSession", sessionId, endedAt }] };
  }
  const path = batch ? streamPath(item, batch.streamType) : null;
  if (batch && path && fitsLedger(batch, streams)) {
    return { state: { ...state, call: { kind: "upload", batch } }, effects: [{ kind: "upload", path, batch }] };
  }
  if (flags.isFinished && flags.isStatusEnded && allUploaded(streams)) {
    const next = calling(state, { kind: "merge" }, { isPendingMerge: true });
    return { state: next, effects: [{ kind: "save" }, { kind: "mergeSession", sessionId }] };
  }
  return stay(state);
};

/** A batch starts exactly where the server's copy ends and holds only committed slices. */
const fitsLedger = (batch: UploadBatch, streams: StreamLedgers): boolean => {
  const ledger = streams[batch.streamType];
  return (
    batch.fromSequence === ledger.uploaded &&
    batch.toSequence >= batch.fromSequence &&
    batch.toSequence < ledger.committed &&
    batch.chunkIds.length === batch.toSequence - batch.fromSequence + 1
  );
};

const markStream = (type: StreamType, from: number, to: number, isUploaded: boolean): QueueEffect[] =>
  to > from ? [{ kind: "mark", streamType: type, fromSequence: from, toSequence: to, isUploaded }] : [];

/** Moves every ledger to `uploadedOf(type)` and marks only the slices whose flag changes. */
const reledger = (
  state: QueueItemMachine,
  uploadedOf: (type: StreamType) => number,
): { state: QueueItemMachine; marks: QueueEffect[] } => {
  const marks: QueueEffect[] = [];
  const streams = { ...state.streams };
  for (const type of STREAM_TYPES) {
    const ledger = state.streams[type];
    const uploaded = Math.max(0, Math.min(ledger.committed, uploadedOf(type)));
    marks.push(
      ...markStream(type, ledger.uploaded, uploaded, true),
      ...markStream(type, uploaded, ledger.uploaded, false),
    );
    streams[type] = { ...ledger, uploaded };
  }
  return { state: withLedgers(state, streams), marks };
};

/** The item with restartOf set, or without the field at all (as items that never restarted are stored). */
const withRestartOf = (item: QueueItem, restartOf: string | null): QueueItem => {
  const { restartOf: _previous, ...rest } = item;
  return restartOf === null ? rest : { ...rest, restartOf };
};

/**
 * Back to a local recording with nothing on the server: no session id, no paths, no server flags.
 * Every slice is marked not uploaded (spec 2 §4.7 step 5), even those the ledger already counted so.
 * With `reuse` (a failed merge: the session still exists, with the highlights and notes made while
 * recording) the session is remembered in restartOf, so the next creation asks to reuse it.
 */
const restartFromScratch = (state: QueueItemMachine, flags: Partial<QueueItemFlags>, reuse: boolean): Transition => {
  const restartOf = reuse ? (state.item.sessionId ?? state.item.restartOf ?? null) : null;
  const { keptOnDevice: _sent, ...rest } = state.item;
  let item: QueueItem = withRestartOf({ ...rest, sessionId: null }, restartOf);
  for (const type of STREAM_TYPES) item = withStreamPath(item, type, null);
  const reset = withFlags(
    { ...state, item, call: null, synced: true },
    { ...noPending, isStatusCreated: false, isStatusEnded: false, ...flags },
  );
  const { state: next } = reledger(reset, () => 0);
  const marks = STREAM_TYPES.flatMap((type) => markStream(type, 0, state.streams[type].committed, false));
  return { state: next, effects: [...marks, { kind: "save" }] };
};

const removed = (state: QueueItemMachine, effects: QueueEffect[]): Transition => ({
  state: { ...state, call: null, removed: true },
  effects: [{ kind: "delete" }, ...effects],
});

/** Spec 2 §4.8: flags rebuilt from the server, and what it already holds counted as uploaded. */
const synced = (state: QueueItemMachine, session: ServerSessionView | null): Transition => {
  if (session === null) return restartFromScratch(state, {}, false);
  // A server that could not keep it and still holds it (the same tab's backend): kept, not sent twice.
  if (session.merged && state.item.keptOnDevice) return { state: { ...state, call: null, synced: true }, effects: [] };
  if (session.merged) return removed(state, []);
  let item = state.item;
  for (const type of STREAM_TYPES) item = withStreamPath(item, type, session.streams[type]?.path ?? null);
  const rebuilt = withFlags(
    { ...state, item, call: null, synced: true },
    { ...noPending, isStatusCreated: session.status >= 10, isStatusEnded: session.status >= 20 },
  );
  const held = (type: StreamType) => {
    const stream = session.streams[type];
    return stream ? stream.receivedThrough + 1 : 0;
  };
  const { state: next, marks } = reledger(rebuilt, held);
  return { state: next, effects: [...marks, { kind: "save" }] };
};

const LOOP_TITLE: Record<QueueCall["kind"], string> = {
  create: QUEUE_TEXTS.uploadLoopError,
  start: QUEUE_TEXTS.uploadLoopError,
  stream: QUEUE_TEXTS.uploadLoopError,
  end: QUEUE_TEXTS.uploadLoopError,
  check: QUEUE_TEXTS.uploadLoopError,
  sync: QUEUE_TEXTS.uploadLoopError,
  upload: QUEUE_TEXTS.chunksLoopError,
  merge: QUEUE_TEXTS.mergeError,
};

/** The failure rules of spec 2 §4.7. Pending flags always drop, so the call is retried later. */
const failed = (state: QueueItemMachine, failure: CallFailure): Transition => {
  const call = state.call;
  if (!call) return stay(state);
  const base = withFlags({ ...state, call: null }, noPending);
  const kind = classifyFailure(failure);
  const sessionId = state.item.sessionId;
  // A merge the server answered with an error (a 5xx included: that is how a failed conversion
  // answers) restarts the upload from scratch, as spec 2 §4.7 step 5 says. No answer at all (status 0)
  // is not a failed merge: it may have succeeded, so it is only retried.
  const answeredWithError = kind === "unexpected" || kind === "conflict" || failure.status >= 500;
  if (call.kind === "merge" && answeredWithError) {
    const reset = restartFromScratch(base, { isSuspended: true }, true);
    const notice = { kind: "loopError", title: QUEUE_TEXTS.mergeError, detail: failure.message } as const;
    return { state: reset.state, effects: [...reset.effects, { kind: "notice", notice }] };
  }
  if (kind === "retry") {
    // A merge that got no answer may have been done: read the session again before merging again.
    return { state: call.kind === "merge" ? { ...base, synced: false } : base, effects: [{ kind: "save" }] };
  }
  if (kind === "billing") {
    const notice = { kind: "billing", title: failure.title, message: failure.message } as const;
    return { state: withFlags(base, { isSuspended: true }), effects: [{ kind: "save" }, { kind: "notice", notice }] };
  }
  const asksAboutSession = call.kind !== "create" && call.kind !== "check" && call.kind !== "sync";
  if (kind === "notFound" && sessionId !== null && asksAboutSession) {
    return {
      state: { ...base, call: { kind: "check" } },
      effects: [{ kind: "save" }, { kind: "checkSession", sessionId }],
    };
  }
  if (kind === "conflict" && call.kind === "upload") {
    // The server holds less than the ledger says; re-read what it holds before sending again.
    return { state: { ...base, synced: false }, effects: [{ kind: "save" }] };
  }
  const notice = { kind: "loopError", title: LOOP_TITLE[call.kind], detail: failure.message } as const;
  return { state: base, effects: [{ kind: "save" }, { kind: "notice", notice }] };
};

const answered = (state: QueueItemMachine, event: QueueItemEvent): Transition => {
  const call = state.call;
  const done = { ...state, call: null };
  switch (event.type) {
    case "sessionCreated":
      if (call?.kind !== "create") return stay(state);
      return {
        state: withFlags(
          { ...done, synced: true, item: withRestartOf({ ...done.item, sessionId: event.sessionId }, null) },
          noPending,
        ),
        effects: [{ kind: "save" }],
      };
    case "sessionStarted":
      if (call?.kind !== "start") return stay(state);
      return {
        state: withFlags(done, { isPendingCreated: false, isStatusCreated: true }),
        effects: [{ kind: "save" }],
      };
    case "streamCreated": {
      if (call?.kind !== "stream" || call.streamType !== event.streamType) return stay(state);
      const item = withStreamPath(done.item, event.streamType, event.path);
      return { state: withFlags({ ...done, item }, { isPendingCreated: false }), effects: [{ kind: "save" }] };
    }
    case "batchUploaded": {
      if (call?.kind !== "upload") return stay(state);
      const { streamType, fromSequence, toSequence } = call.batch;
      const ledger = state.streams[streamType];
      const uploaded = Math.max(ledger.uploaded, Math.min(ledger.committed, toSequence + 1));
      const next = withLedgers(done, { ...state.streams, [streamType]: { ...ledger, uploaded } });
      return {
        state: next,
        effects: [...markStream(streamType, fromSequence, toSequence + 1, true), { kind: "save" }],
      };
    }
    case "sessionEnded":
      if (call?.kind !== "end") return stay(state);
      return { state: withFlags(done, { isPendingEnded: false, isStatusEnded: true }), effects: [{ kind: "save" }] };
    case "sessionMerged":
      if (call?.kind !== "merge") return stay(state);
      if (event.durable) return removed(state, []);
      // Never delete the only lasting copy: the item waits, slices and all, for the next start.
      return {
        state: withFlags({ ...done, item: { ...done.item, keptOnDevice: true } }, { isPendingMerge: false }),
        effects: [{ kind: "save" }],
      };
    case "sessionChecked":
      if (call?.kind !== "check") return stay(state);
      if (!event.exists) {
        return removed(state, [
          { kind: "notice", notice: { kind: "sessionRemoved", message: QUEUE_TEXTS.sessionRemoved } },
        ]);
      }
      // The session is there but a path under it was not: re-read its streams before trying again.
      return { state: { ...done, synced: false }, effects: [] };
    case "sessionSynced":
      // Also taken unasked by an item that needs it: the start-up list call answers for every item at once.
      return call?.kind === "sync" || (call === null && !state.synced) ? synced(state, event.session) : stay(state);
    case "callFailed":
      return failed(state, event.failure);
    default:
      return stay(state);
  }
};

/** The queue item life cycle of spec 2 §4.7 as a pure transition: (state, event) → state + effects to run. */
export const nextQueueItem = (state: QueueItemMachine, event: QueueItemEvent): Transition => {
  if (state.removed) return stay(state);
  switch (event.type) {
    case "step":
      return step(state, event.batch);
    case "chunkCommitted": {
      const ledger = state.streams[event.streamType];
      const streams = { ...state.streams, [event.streamType]: { ...ledger, committed: ledger.committed + 1 } };
      return stay(withLedgers(state, streams));
    }
    case "finished":
      if (state.item.state.isFinished) return stay(state);
      return {
        state: withFlags({ ...state, item: { ...state.item, endedAt: event.endedAt } }, { isFinished: true }),
        effects: [{ kind: "save" }],
      };
    case "endNoted":
      if (state.item.state.isFinished || state.item.endedAt === event.endedAt) return stay(state);
      return { state: { ...state, item: { ...state.item, endedAt: event.endedAt } }, effects: [{ kind: "save" }] };
    case "paused":
      return { state: withFlags(state, { isSuspended: true }), effects: [{ kind: "save" }] };
    case "resumed":
      return { state: withFlags(state, { isSuspended: false }), effects: [{ kind: "save" }] };
    case "renamed":
      if (event.name.trim() === "" || event.name === state.item.name) return stay(state);
      return { state: { ...state, item: { ...state.item, name: event.name } }, effects: [{ kind: "save" }] };
    default:
      return answered(state, event);
  }
};
