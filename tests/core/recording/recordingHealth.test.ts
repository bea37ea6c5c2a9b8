import {
  LATE_SAVE_MS,
  type UploadProgress,
  nextUploadProgress,
  recordingHealthOf,
} from "@lectern/core/recording/domain/recordingHealth";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const live = { startedAt: 1_000, elapsedMs: 30_000, lastCommitAt: null as number | null, allSaved: false };

describe("recordingHealthOf", () => {
  it("has no last save before the first part, and is not yet safe to close", () => {
    expect(recordingHealthOf(live)).toEqual({
      sinceLastSaveMs: null,
      late: false,
      safeToClose: false,
      advice: "recording",
    });
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

describe("closing advice: one true thing at a time", () => {
  it("says safe to close only when every part is saved and nothing uploads", () => {
    const saved = { ...live, allSaved: true, lastCommitAt: live.startedAt };
    expect(recordingHealthOf(saved, false).advice).toBe("safe");
    expect(recordingHealthOf(saved, true)).toMatchObject({ advice: "saved", safeToClose: false });
    expect(recordingHealthOf(live, true).advice).toBe("recording");
    expect(recordingHealthOf({ ...live, phase: "stopping" }, true).advice).toBe("finishing");
    fc.assert(
      fc.property(
        fc.nat(20_000_000),
        fc.option(fc.nat(20_000_000), { nil: null }),
        fc.boolean(),
        fc.boolean(),
        (e, c, s, u) => {
          const health = recordingHealthOf({ startedAt: 0, elapsedMs: e, lastCommitAt: c, allSaved: s }, u);
          // Never "safe to close" beside the queue's 'Do not close the app whilst your recordings are uploading'.
          if (u) expect(health.safeToClose).toBe(false);
          expect(health.advice === "safe").toBe(health.safeToClose);
        },
      ),
    );
  });
});

describe("nextUploadProgress: uploaded of saved, a count that only grows", () => {
  it("never runs backwards and never shows more uploaded than saved, whatever the queue reports", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ uploaded: fc.integer({ min: -5, max: 500 }), saved: fc.integer({ min: -5, max: 500 }) })),
        (reports) => {
          let progress: UploadProgress | null = null;
          for (const report of reports) {
            const next: UploadProgress = nextUploadProgress(progress, report);
            expect(next.uploaded).toBeLessThanOrEqual(next.saved);
            expect(next.uploaded).toBeGreaterThanOrEqual(0);
            if (progress) {
              expect(next.saved).toBeGreaterThanOrEqual(progress.saved);
              expect(next.uploaded).toBeGreaterThanOrEqual(progress.uploaded);
            }
            progress = next;
          }
        },
      ),
    );
  });

  it("follows a recording whose parts are saved faster than they upload", () => {
    let progress = nextUploadProgress(null, { uploaded: 0, saved: 1 });
    progress = nextUploadProgress(progress, { uploaded: 1, saved: 3 });
    // A re-read of what the server holds reports less for a moment: the readout holds.
    progress = nextUploadProgress(progress, { uploaded: 0, saved: 4 });
    expect(progress).toEqual({ uploaded: 1, saved: 4 });
  });
});
