import type { QueueEntryStatus, QueueLock } from "@lectern/core/queue/application/UploadQueueContract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryControls } from "../../../ui/src/features/queue/entryControls";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";

const statuses: QueueEntryStatus[] = ["uploading", "pending", "resuming", "suspended"];
const locks: QueueLock[] = ["recording", "resuming", "offline"];

describe("banner row controls (spec 2 §2.6, §4.7)", () => {
  it("offer exactly one of pause and resume, except a suspended item that is uploading gets neither", () => {
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.boolean(), fc.subarray(locks), (status, isCurrent, held) => {
        const entry = FakeUploadQueue.entry({ id: "a", status });
        const controls = entryControls(entry, { currentId: isCurrent ? "a" : "other", locks: held });
        expect(controls.canResume).toBe(status === "suspended" && !isCurrent);
        expect(controls.canPause).toBe(status !== "suspended");
        expect(controls.isLocked).toBe(held.length > 0);
      }),
    );
  });

  it("offer neither for a recording kept on the device after a merge the server could not keep", () => {
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.boolean(), (status, isCurrent) => {
        const entry = FakeUploadQueue.entry({ id: "a", status, keptOnDevice: true });
        const controls = entryControls(entry, { currentId: isCurrent ? "a" : "other", locks: [] });
        expect([controls.canPause, controls.canResume]).toEqual([false, false]);
      }),
    );
  });
});
