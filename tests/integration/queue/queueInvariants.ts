import { STREAM_TYPES, type QueueItem, type StreamType } from "@lectern/core/queue/domain/QueueItem";
import { expect } from "vitest";
import type { ModelItem, QueueModel } from "./queueModel";
import type { QueueWorld } from "./QueueWorld";
import { concat } from "./recordingBytes";

const PATHS: Record<StreamType, keyof QueueItem> = {
  audio: "audioPath",
  combined: "combinedPath",
  camera: "cameraPath",
};

const sameBytes = (a: Uint8Array | null, b: Uint8Array): boolean =>
  a !== null && a.length === b.length && a.every((value, index) => value === b[index]);

/** A merged session on the server holds exactly the item's committed bytes, stream by stream, in order. */
export const mergedOnServer = async (world: QueueWorld, item: ModelItem): Promise<boolean> => {
  const { controls } = world.backend;
  const merged = controls.sessions().filter((session) => session.name === item.name && session.status === 30);
  for (const session of merged) {
    const streams = controls.streams(session.id);
    let matches = true;
    for (const type of STREAM_TYPES) {
      const committed = item.committed[type];
      const received = streams.filter((stream) => stream.type === type && stream.receivedThrough >= 0);
      if (committed.length === 0) {
        matches &&= received.length === 0;
        continue;
      }
      matches &&= received.length === 1 && sameBytes(await controls.mergedBytes(received[0]!.id), concat(committed));
    }
    if (matches) return true;
  }
  return false;
};

/**
 * The promise of the queue, checked after every command: nothing committed leaves the device before
 * its merge succeeded (or its session was removed), the server holds an ordered, gap-free,
 * duplicate-free prefix of what was committed, and at most one request is on the wire.
 */
export const checkInvariants = async (model: QueueModel, world: QueueWorld): Promise<void> => {
  for (const run of world.runs) expect(run.http.maxInFlight).toBeLessThanOrEqual(1);
  // A recording reaches only its owner's account, and each run speaks with its own user's token only.
  for (const session of world.backend.controls.sessions()) {
    const item = model.items.find((candidate) => candidate.name === session.name);
    if (item) expect(session.userId, `${item.name} in its owner's account`).toBe(world.owners[item.owner]!.userId);
  }
  for (const run of world.runs) {
    const tokens = new Set(run.http.sent.map((request) => request.headers["Authorization"]));
    expect(tokens.size, "one account's token per run").toBeLessThanOrEqual(1);
  }
  const removals = world.notices.filter((notice) => notice.kind === "sessionRemoved").length;
  const deleted = model.items.filter((item) => item.sessionDeleted).length;
  expect(removals).toBeLessThanOrEqual(deleted);
  for (const item of model.items) {
    const stored = await world.store.getItem(item.id);
    const chunks = await world.store.listChunks(item.id);
    if (!stored) {
      expect(chunks).toEqual([]);
      if (!(await mergedOnServer(world, item))) {
        expect(item.sessionDeleted, `${item.name} left the device without being merged`).toBe(true);
        expect(removals).toBeGreaterThan(0);
      }
      continue;
    }
    for (const type of STREAM_TYPES) {
      const sizes = chunks.filter((chunk) => chunk.type === type).map((chunk) => chunk.size);
      expect(sizes, `${item.name} ${type} on the device`).toEqual(item.committed[type].map((bytes) => bytes.length));
      const path = stored[PATHS[type]];
      if (stored.sessionId === null || typeof path !== "string") continue;
      const received = await world.backend.controls.receivedSlices(path.split("/")[1]!);
      expect(received.length).toBeLessThanOrEqual(item.committed[type].length);
      expect(received, `${item.name} ${type} on the server`).toEqual(item.committed[type].slice(0, received.length));
    }
  }
};
