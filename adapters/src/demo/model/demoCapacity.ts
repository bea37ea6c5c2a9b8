import type { DemoSnapshot, DemoUser } from "../db/DemoSnapshot";
import { type DemoPlanCapacity, UNLIMITED_CAPACITY } from "./demoPlan";

// The plan's shape and defaults live in demoPlan (the router needs them with the login page's backend;
// the usage rules and texts below load with the recording and billing routes).
export { DEMO_PLAN_CAPACITY, type DemoPlanCapacity, UNLIMITED_CAPACITY } from "./demoPlan";

export interface DemoUsage {
  readonly recordings: number;
  readonly bytes: number;
}

export const capacityOf = (user: DemoUser, demoPlan: DemoPlanCapacity): DemoPlanCapacity =>
  user.licences.length > 0 ? UNLIMITED_CAPACITY : demoPlan;

export const usageOf = (data: Readonly<DemoSnapshot>, userId: string): DemoUsage => {
  // The seeded demo lectures come with every account: they use none of its plan.
  const sessionIds = new Set(
    data.recordingSessions.filter((session) => session.userId === userId && !session.demo).map((session) => session.id),
  );
  const bytes = data.streams
    .filter((stream) => sessionIds.has(stream.sessionId))
    .reduce((total, stream) => total + stream.receivedBytes, 0);
  return { recordings: sessionIds.size, bytes };
};

const formatBytes = (bytes: number): string => {
  if (bytes >= 1024 ** 3) return `${+(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${+(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${bytes} bytes`;
};

/** The 402 the client shows in its billing dialog (spec 2 §8: the server's title and message). */
export const CAPACITY_TEXTS = {
  title: "Your plan is full",
  recordings: (limit: number) =>
    `Your plan holds ${limit} recordings and they are all used. Delete a recording or open the price list to upgrade.`,
  bytes: (limit: number) =>
    `Your plan holds ${formatBytes(limit)} of recordings and it is used up. Delete a recording or open the price list to upgrade.`,
} as const;

/**
 * Why a new recording cannot be made, or null. `forNewRecording` is false when checking a session
 * that exists already (its start): it counts among the recordings, so only the bytes can be full.
 */
export const capacityProblem = (
  capacity: DemoPlanCapacity,
  usage: DemoUsage,
  forNewRecording: boolean,
): string | null => {
  if (forNewRecording && capacity.recordings > 0 && usage.recordings >= capacity.recordings) {
    return CAPACITY_TEXTS.recordings(capacity.recordings);
  }
  if (capacity.bytes > 0 && usage.bytes >= capacity.bytes) return CAPACITY_TEXTS.bytes(capacity.bytes);
  return null;
};
