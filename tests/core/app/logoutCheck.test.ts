import { waitForUploads } from "@lectern/core/app/application/waitForUploads";
import { logoutCheck, warnsAtLogout } from "@lectern/core/app/domain/logoutCheck";
import {
  NOT_READY_QUEUE_STATE,
  type QueueEntryStatus,
  type UploadQueueState,
} from "@lectern/core/queue/application/UploadQueueContract";
import { BehaviorSubject } from "rxjs";
import { describe, expect, it } from "vitest";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";

const ready = (...entries: [QueueEntryStatus, boolean?][]): UploadQueueState => ({
  ...NOT_READY_QUEUE_STATE,
  ready: true,
  entries: entries.map(([status, keptOnDevice = false], index) =>
    FakeUploadQueue.entry({ id: `item-${index}`, status, keptOnDevice }),
  ),
});

describe("the logout warning (issue 19)", () => {
  it("warns while any of the user's recordings is on this device, once the queue has read it", () => {
    expect(warnsAtLogout(NOT_READY_QUEUE_STATE)).toBe(false);
    expect(warnsAtLogout(ready())).toBe(false);
    expect(warnsAtLogout(ready(["suspended"]))).toBe(true);
    expect(warnsAtLogout(ready(["pending", true]))).toBe(true);
  });

  it("counts as moving only what waiting can finish: not paused items, nor ones kept after a non-durable merge", () => {
    expect(logoutCheck(ready(["uploading"], ["pending"], ["resuming"], ["suspended"], ["pending", true]))).toEqual({
      onDevice: 5,
      inProgress: 3,
    });
  });

  it("'Log out when finished' resolves when the queue's state says nothing is moving, not on a timer", async () => {
    const uploads = new BehaviorSubject(ready(["uploading"], ["suspended"]));
    let done = false;
    const waiting = waitForUploads(uploads).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    uploads.next(ready(["suspended"]));
    await waiting;
    expect(done).toBe(true);
  });
});
