import type { CallEffect, QueueItemEvent } from "../domain/queueItemEvents";
import type { CallFailure } from "../domain/callFailure";
import type { QueueServerCalls, ReadSlice } from "./QueueServerCalls";

/**
 * Makes the call an effect asks for and turns its answer into the event the item's machine takes.
 * A failure comes back as a `callFailed` event, never as a throw.
 */
export const performQueueCall = async (
  calls: QueueServerCalls,
  effect: CallEffect,
  readSlice: ReadSlice,
  failureOf: (error: unknown) => CallFailure,
): Promise<QueueItemEvent> => {
  try {
    switch (effect.kind) {
      case "createSession": {
        const { name, startedAt, organizationId, reuseSessionId } = effect;
        const sessionId = await calls.createSession(name, startedAt, organizationId, reuseSessionId);
        return { type: "sessionCreated", sessionId };
      }
      case "startSession":
        await calls.startSession(effect.sessionId, effect.startedAt);
        return { type: "sessionStarted" };
      case "createStream": {
        const path = await calls.createStream(effect.sessionId, effect.streamType, effect.createdAt);
        return { type: "streamCreated", streamType: effect.streamType, path };
      }
      case "upload":
        await calls.upload(effect.path, effect.batch, readSlice);
        return { type: "batchUploaded" };
      case "endSession":
        await calls.endSession(effect.sessionId, effect.endedAt);
        return { type: "sessionEnded" };
      case "mergeSession":
        return { type: "sessionMerged", durable: await calls.mergeSession(effect.sessionId) };
      case "checkSession":
        return { type: "sessionChecked", exists: await calls.sessionExists(effect.sessionId) };
      case "syncSession": {
        const sessions = await calls.listSessions([effect.sessionId]);
        return { type: "sessionSynced", session: sessions.get(effect.sessionId) ?? null };
      }
    }
  } catch (error) {
    return { type: "callFailed", failure: failureOf(error) };
  }
};
