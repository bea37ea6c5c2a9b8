import type { NetworkStatus } from "@lectern/core/network/domain/networkStatus";
import { type RecordingSession, sameRecordingSession } from "@lectern/core/recording/application/RecordingSession";
import { type FollowedSession, SessionFollower } from "@lectern/core/recording/application/SessionFollower";
import fc from "fast-check";
import { BehaviorSubject } from "rxjs";
import { describe, expect, it } from "vitest";

const session = (sessionId: string | null, startedAt = 1_000, userId: string | null = "7"): RecordingSession => ({
  sessionId,
  startedAt,
  readonly: false,
  userId,
});

const sessions = fc.option(
  fc.record({
    sessionId: fc.option(fc.constantFrom("1", "2"), { nil: null }),
    startedAt: fc.constantFrom(1, 2),
    readonly: fc.boolean(),
    userId: fc.option(fc.constantFrom("7", "8"), { nil: null }),
  }),
  { nil: null },
);

const follow = (steps?: { leave?: () => Promise<void> }) => {
  const session$ = new BehaviorSubject<RecordingSession | null>(null);
  const network$ = new BehaviorSubject<NetworkStatus>("Online");
  const follower = new SessionFollower();
  const entered: FollowedSession[] = [];
  const relocked: FollowedSession[] = [];
  follower.follow(session$, network$, {
    ...steps,
    enter: (followed) => entered.push(followed),
    relock: (followed) => relocked.push(followed),
  });
  return { session$, network$, follower, entered, relocked };
};

describe("sameRecordingSession: the one equality rule", () => {
  it("is an equivalence on sessions, and null is only the same as null", () => {
    fc.assert(
      fc.property(sessions, sessions, sessions, (a, b, c) => {
        expect(sameRecordingSession(a, a)).toBe(true);
        expect(sameRecordingSession(a, b)).toBe(sameRecordingSession(b, a));
        if (sameRecordingSession(a, b) && sameRecordingSession(b, c)) expect(sameRecordingSession(a, c)).toBe(true);
        if (a === null || b === null) expect(sameRecordingSession(a, b)).toBe(a === b);
      }),
    );
  });
});

describe("SessionFollower", () => {
  it("enters another session with a new generation, and relocks the same one when the connection changes", () => {
    const { session$, network$, follower, entered, relocked } = follow();
    expect(entered).toEqual([]);
    const late = follower.guard();
    session$.next(session(null));
    expect(entered).toEqual([{ session: session(null), lock: "local" }]);
    // The local placeholder got its server id: another session, so late answers for the old one drop.
    session$.next(session("41"));
    expect(late()).toBe(false);
    expect(entered.at(-1)).toEqual({ session: session("41"), lock: null });
    const current = follower.guard();
    network$.next("Offline");
    expect(relocked.at(-1)).toEqual({ session: session("41"), lock: "offline" });
    expect(current()).toBe(true);
    session$.next(session("41"));
    expect(entered).toHaveLength(2);
  });

  it("waits for the leave step before entering, with the lock that is true by then", async () => {
    let finishLeave = () => {};
    const leaving = new Promise<void>((resolve) => (finishLeave = resolve));
    const { session$, network$, follower, entered, relocked } = follow({ leave: () => leaving });
    const relockedBefore = relocked.length;
    session$.next(session("41"));
    const before = follower.generation;
    network$.next("Offline");
    expect(entered).toEqual([]);
    // The connection changed during the move: no relock of a session not entered yet.
    expect(relocked).toHaveLength(relockedBefore);
    finishLeave();
    // The move is a promise chain: a few microtask turns, no clock involved.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(entered).toEqual([{ session: session("41"), lock: "offline" }]);
    expect(follower.generation).toBe(before + 1);
  });
});
