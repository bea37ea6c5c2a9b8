// @vitest-environment jsdom
import type { QueueAnnouncement } from "../../../ui/src/features/queue/queueAnnouncements";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { queueAnnouncements } from "../../../ui/src/features/queue/queueAnnouncements";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { installCssEscape } from "../kit/jsdomCss";
import { renderQueuePanel } from "./renderQueuePanel";

installCssEscape();
afterEach(cleanup);

const entry = FakeUploadQueue.entry;

const record = (queue: FakeUploadQueue) => {
  const heard: string[] = [];
  const subscription = queueAnnouncements(queue.state$).subscribe((a: QueueAnnouncement) => heard.push(a.text));
  return { heard, stop: () => subscription.unsubscribe() };
};

describe("queue announcements", () => {
  it("announce status changes and new items, never progress ticks or what is already shown", () => {
    const queue = new FakeUploadQueue();
    queue.set({ entries: [entry({ id: "a", label: "Algebra", status: "pending" })] });
    const { heard, stop } = record(queue);
    expect(heard).toEqual([]);

    queue.set({ entries: [entry({ id: "a", label: "Algebra", status: "uploading", uploadedChunks: 0 })] });
    for (let uploaded = 1; uploaded <= 5; uploaded += 1)
      queue.set({ entries: [entry({ id: "a", label: "Algebra", status: "uploading", uploadedChunks: uploaded })] });
    queue.set({ isOffline: true });
    queue.set({
      entries: [
        entry({ id: "a", label: "Algebra", status: "suspended", uploadedChunks: 5 }),
        entry({ id: "b", label: "Biology", status: "pending" }),
      ],
    });
    queue.set({ stuckCount: 1 });
    stop();

    expect(heard).toEqual([
      "Algebra: Uploading",
      "Algebra: Suspended. Biology: Pending",
      "Recording Upload Issue Detected",
    ]);
  });

  it("reach a polite live region that exists before the banner does", () => {
    const queue = new FakeUploadQueue();
    const { container } = renderQueuePanel(queue);
    // The toast host has a status region of its own; this is the panel's.
    const region = container.querySelector(".queue-panel > output") as HTMLElement;
    expect(screen.getAllByRole("status")).toContain(region);
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe("");
    act(() => queue.set({ entries: [entry({ id: "a", label: "Algebra", status: "uploading" })] }));
    expect(region.textContent).toBe("Algebra: Uploading");
    act(() => queue.set({ entries: [entry({ id: "a", label: "Algebra", status: "uploading", uploadedChunks: 4 })] }));
    expect(region.textContent).toBe("Algebra: Uploading");
  });
});
