import { LATE_SAVE_MS, recordingHealthOf } from "@lectern/core/recording/domain/recordingHealth";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const live = { startedAt: 1_000, elapsedMs: 30_000, lastCommitAt: null as number | null, allSaved: false };

describe("recordingHealthOf", () => {
  it("has no last save before the first part, and is not yet safe to close", () => {
    expect(recordingHealthOf(live)).toEqual({ sinceLastSaveMs: null, late: false, safeToClose: false });
  });

  it("measures on the recording's clock and warns once a part is later than LATE_SAVE_MS", () => {
    const now = live.startedAt + live.elapsedMs;
    expect(recordingHealthOf({ ...live, lastCommitAt: now - LATE_SAVE_MS })).toMatchObject({ late: false });
    expect(recordingHealthOf({ ...live, lastCommitAt: now - LATE_SAVE_MS - 1 })).toMatchObject({
      sinceLastSaveMs: LATE_SAVE_MS + 1,
      late: true,
    });
  });

  it("never reports a negative wait, and once every part is saved it is safe and never late", () => {
    fc.assert(
      fc.property(fc.nat(20_000_000), fc.nat(20_000_000), fc.boolean(), (elapsedMs, lastCommit, allSaved) => {
        const health = recordingHealthOf({ startedAt: 0, elapsedMs, lastCommitAt: lastCommit, allSaved });
        expect(health.sinceLastSaveMs).toBeGreaterThanOrEqual(0);
        expect(health.safeToClose).toBe(allSaved);
        if (allSaved) expect(health.late).toBe(false);
      }),
    );
  });
});
