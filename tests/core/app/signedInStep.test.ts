import { type SessionSnapshot, signedInStep } from "@lectern/core/app/domain/signedInStep";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const snapshot: fc.Arbitrary<SessionSnapshot> = fc.oneof(
  fc.constant<SessionSnapshot>({ status: "checking", userId: null }),
  fc.constant<SessionSnapshot>({ status: "anonymous", userId: null }),
  fc.constantFrom("7", "8").map((userId): SessionSnapshot => ({ status: "authenticated", userId })),
);

/** Plays the steps the way AppLifecycle does, counting starts and stops of the services. */
const play = (snapshots: readonly SessionSnapshot[]) => {
  let runningFor: string | null = null;
  let starts = 0;
  let stops = 0;
  for (const next of snapshots) {
    const step = signedInStep(runningFor, next);
    if (step.kind === "stop" || step.kind === "switch") {
      expect(runningFor).not.toBeNull();
      stops += 1;
      runningFor = null;
    }
    if (step.kind === "start" || step.kind === "switch") {
      expect(runningFor).toBeNull();
      starts += 1;
      runningFor = step.userId;
    }
  }
  return { runningFor, starts, stops };
};

describe("signedInStep", () => {
  it("starts at sign-in, stops at logout and switches between users", () => {
    expect(signedInStep(null, { status: "authenticated", userId: "7" })).toEqual({ kind: "start", userId: "7" });
    expect(signedInStep("7", { status: "authenticated", userId: "7" })).toEqual({ kind: "keep" });
    expect(signedInStep("7", { status: "authenticated", userId: "8" })).toEqual({ kind: "switch", userId: "8" });
    expect(signedInStep("7", { status: "anonymous", userId: null })).toEqual({ kind: "stop" });
    expect(signedInStep(null, { status: "anonymous", userId: null })).toEqual({ kind: "keep" });
  });

  it("changes nothing while a stored token is being checked", () => {
    expect(signedInStep("7", { status: "checking", userId: null })).toEqual({ kind: "keep" });
    expect(signedInStep(null, { status: "checking", userId: null })).toEqual({ kind: "keep" });
  });

  it("runs for exactly the last decided user, never starting twice without a stop", () => {
    fc.assert(
      fc.property(fc.array(snapshot, { maxLength: 30 }), (snapshots) => {
        const { runningFor, starts, stops } = play(snapshots);
        const decided = snapshots.filter((next) => next.status !== "checking").at(-1);
        expect(runningFor).toBe(decided?.status === "authenticated" ? decided.userId : null);
        expect(starts - stops).toBe(runningFor === null ? 0 : 1);
      }),
    );
  });
});
