// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { QUEUE_UI_TEXTS } from "../../../ui/src/features/queue/queueTexts";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { installCssEscape } from "../kit/jsdomCss";
import { renderQueuePanel } from "./renderQueuePanel";

installCssEscape();
afterEach(cleanup);

const entry = FakeUploadQueue.entry;

const withEntries = (...entries: ReturnType<typeof entry>[]) => {
  const queue = new FakeUploadQueue();
  queue.set({ entries, currentId: entries.find((item) => item.status === "uploading")?.id ?? null });
  return queue;
};

const toggle = () => screen.getByRole("button", { name: /Upload queue/ });

describe("upload queue banner (spec 2 §2.6)", () => {
  it("renders nothing when nothing is queued or stuck", () => {
    const { container } = renderQueuePanel(new FakeUploadQueue());
    expect(screen.queryByRole("region", { name: "Upload queue" })).toBeNull();
    expect(container.querySelector(".queue-banner")).toBeNull();
  });

  it("counts '1 record', then '2 records'", () => {
    const queue = withEntries(entry({ id: "a" }));
    renderQueuePanel(queue);
    expect(toggle().textContent).toContain("1 record");
    expect(toggle().textContent).not.toContain("1 records");
    act(() => queue.set({ entries: [entry({ id: "a" }), entry({ id: "b" })] }));
    expect(toggle().textContent).toContain("2 records");
  });

  it("collapses and expands with a real button that says so", () => {
    renderQueuePanel(withEntries(entry({ id: "a", label: "Algebra" })));
    const button = toggle();
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getByRole("progressbar", { name: "Algebra" })).toBeTruthy();

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("progressbar", { name: "Algebra" })).toBeNull();
    fireEvent.click(button);
    expect(screen.getByRole("progressbar", { name: "Algebra" })).toBeTruthy();
  });

  it("shows each item's progress as uploaded of total chunks, and its status", () => {
    renderQueuePanel(
      withEntries(
        entry({ id: "a", label: "Algebra", status: "uploading", uploadedChunks: 3, totalChunks: 12 }),
        entry({ id: "b", label: "Biology", status: "pending" }),
        entry({ id: "c", label: "Chemistry", status: "resuming" }),
        entry({ id: "d", label: "Drama", status: "suspended" }),
        entry({ id: "e", label: "Empty", status: "pending", totalChunks: 0 }),
      ),
    );
    const bar = screen.getByRole("progressbar", { name: "Algebra" });
    expect(bar.getAttribute("aria-valuenow")).toBe("3");
    expect(bar.getAttribute("aria-valuemax")).toBe("12");
    expect(bar.getAttribute("aria-valuetext")).toBe("25%");
    expect(screen.getByRole("progressbar", { name: "Empty" }).getAttribute("aria-valuetext")).toBe("0%");

    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".queue-status")?.textContent)).toEqual([
      "Uploading",
      "Pending",
      "Resuming",
      "Suspended",
      "Pending",
    ]);
  });

  it("offers resume on a suspended item unless it is the one uploading, and pause on the others", () => {
    const queue = withEntries(
      entry({ id: "a", label: "Algebra", status: "suspended" }),
      entry({ id: "b", label: "Biology", status: "uploading" }),
    );
    renderQueuePanel(queue);
    expect(screen.getByRole("button", { name: "Resume Algebra" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pause Algebra" })).toBeNull();
    expect(screen.getByRole("button", { name: "Pause Biology" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resume Biology" })).toBeNull();

    act(() => queue.set({ currentId: "a" }));
    expect(screen.queryByRole("button", { name: "Resume Algebra" })).toBeNull();
  });

  it("pause and resume call the queue", () => {
    const queue = withEntries(
      entry({ id: "a", label: "Algebra", status: "suspended" }),
      entry({ id: "b", label: "Biology", status: "uploading" }),
    );
    renderQueuePanel(queue);
    fireEvent.click(screen.getByRole("button", { name: "Pause Biology" }));
    fireEvent.click(screen.getByRole("button", { name: "Resume Algebra" }));
    expect(queue.calls).toEqual(["pause:b", "resume:a"]);
  });

  it("a failed command is shown in the default error dialog", async () => {
    const queue = withEntries(entry({ id: "b", label: "Biology", status: "uploading" }));
    queue.failPause = new Error("The item is gone");
    renderQueuePanel(queue);
    fireEvent.click(screen.getByRole("button", { name: "Pause Biology" }));
    const dialog = await screen.findByRole("alertdialog", { name: QUEUE_UI_TEXTS.defaultErrorTitle });
    expect(dialog.textContent).toContain("The item is gone");
  });

  it("holds the controls while the queue is locked, and says why while recording", () => {
    const queue = withEntries(entry({ id: "b", label: "Biology", status: "uploading" }));
    renderQueuePanel(queue);
    act(() => queue.set({ locks: ["recording"] }));
    expect(screen.getByRole("button", { name: "Pause Biology" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(QUEUE_UI_TEXTS.lockHints.recording)).toBeTruthy();
  });

  it("tells the user not to close the app, and that offline recordings upload later", () => {
    const queue = withEntries(entry({ id: "a" }));
    renderQueuePanel(queue);
    expect(
      screen.getByText(
        "Do not close the app whilst your recordings are uploading - recordings processing may be delayed",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(QUEUE_UI_TEXTS.offline)).toBeNull();
    act(() => queue.set({ isOffline: true, locks: ["offline"] }));
    expect(screen.getByText(QUEUE_UI_TEXTS.offline)).toBeTruthy();
  });

  it("replaces the list with the stuck warning, which opens the stored recordings", () => {
    const queue = withEntries(entry({ id: "a", label: "Algebra", status: "uploading" }));
    renderQueuePanel(queue);
    act(() => queue.set({ stuckCount: 2 }));
    expect(screen.getByRole("heading", { name: "Recording Upload Issue Detected" })).toBeTruthy();
    expect(screen.getByText("2 recordings are stuck beyond the 24-hour upload limit.")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("button", { name: /Upload queue/ })).toBeNull();
    expect(screen.getByRole("link", { name: QUEUE_UI_TEXTS.help }).getAttribute("href")).toMatch(/^https:\/\//);

    fireEvent.click(screen.getByRole("button", { name: QUEUE_UI_TEXTS.openStored }));
    expect(screen.getByRole("dialog", { name: "Recordings that are not finished uploading" })).toBeTruthy();
  });

  it("says '1 recording is stuck' for one", () => {
    const queue = new FakeUploadQueue();
    queue.set({ stuckCount: 1 });
    renderQueuePanel(queue);
    expect(screen.getByText("1 recording is stuck beyond the 24-hour upload limit.")).toBeTruthy();
  });

  it("shows a storage problem at once as an alert", () => {
    const queue = new FakeUploadQueue();
    renderQueuePanel(queue);
    act(() => queue.set({ storageProblem: "The device is out of space" }));
    const alert = screen.getByText("The device is out of space").closest('[role="alert"]');
    expect(alert?.textContent).toContain(QUEUE_UI_TEXTS.storageProblemTitle);
  });
});
