// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QUEUE_UI_TEXTS } from "../../../ui/src/features/queue/queueTexts";
import { StoredRecordingsDialog } from "../../../ui/src/features/queue/StoredRecordingsDialog";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { installCssEscape } from "../kit/jsdomCss";
import { renderQueuePanel } from "./renderQueuePanel";

installCssEscape();
afterEach(cleanup);

const entry = FakeUploadQueue.entry;

/** A queue with two stored recordings (one stuck) and the stored-records dialog open. */
const openDialog = () => {
  const queue = new FakeUploadQueue();
  queue.set({
    entries: [
      entry({ id: "a", label: "Algebra", isStuck: true, status: "suspended" }),
      entry({ id: "b", label: "Biology" }),
    ],
    stuckCount: 1,
  });
  queue.storeChunks("a", [
    { type: "combined", sequence: 0, text: "c0" },
    { type: "audio", sequence: 0, text: "a0" },
    { type: "combined", sequence: 1, text: "c1" },
  ]);
  const view = renderQueuePanel(queue);
  fireEvent.click(screen.getByRole("button", { name: QUEUE_UI_TEXTS.openStored }));
  const dialog = screen.getByRole("dialog", { name: "Recordings that are not finished uploading" });
  return { queue, dialog, ...view };
};

const deferred = () => {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

describe("stored recordings dialog (spec 2 §2.7)", () => {
  it("numbers the stored recordings and tags the stuck ones", () => {
    const { dialog } = openDialog();
    const list = within(dialog).getByRole("list");
    expect(list.tagName).toBe("OL");
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.querySelector(".stored-records__number")?.textContent)).toEqual(["1", "2"]);
    expect(rows[0]?.textContent).toContain("Algebra");
    expect(rows[0]?.textContent).toContain("Stuck");
    expect(rows[1]?.textContent).not.toContain("Stuck");
    expect(within(dialog).getByRole("link", { name: QUEUE_UI_TEXTS.help })).toBeTruthy();
  });

  it("joins the chunks one at a time while saying so, then downloads one playable file per stream", async () => {
    const { queue, dialog, saved } = openDialog();
    const gate = deferred();
    queue.readGate = gate.promise;
    fireEvent.click(within(dialog).getByRole("button", { name: /Algebra/ }));

    expect(await within(dialog).findByText("Zipping and preparing the record...")).toBeTruthy();
    expect(queue.calls).toContain("chunksOf:a");
    // Reading waits on the gate: the next chunk is not asked for before the first one arrived.
    expect(queue.reads).toEqual([2]);
    expect(
      within(dialog)
        .getByRole("button", { name: /Biology/ })
        .hasAttribute("disabled"),
    ).toBe(true);

    gate.release();
    await waitFor(() => expect(saved).toHaveLength(2));
    // Stream by stream, each in sequence order.
    expect(queue.reads).toEqual([2, 1, 3]);
    expect(saved.map((file) => file.name)).toEqual(["Algebra (audio).webm", "Algebra (combined).webm"]);
    const combined = (saved[1] as { file: Blob }).file;
    expect(new TextDecoder().decode(new Uint8Array(await combined.arrayBuffer()))).toBe("c0c1");
    await waitFor(() => expect(within(dialog).queryByText("Zipping and preparing the record...")).toBeNull());
  });

  it("says 'An error occured while fetching the stored records' when the chunks cannot be listed", async () => {
    const { queue, dialog, saved } = openDialog();
    queue.failChunksOf = new Error("database closed");
    fireEvent.click(within(dialog).getByRole("button", { name: /Algebra/ }));
    expect(await within(dialog).findByText("An error occured while fetching the stored records")).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("says 'An error occured while zipping the record' when there is nothing to join", async () => {
    const { dialog, saved } = openDialog();
    // Biology has no stored chunk at all.
    fireEvent.click(within(dialog).getByRole("button", { name: /Biology/ }));
    expect(await within(dialog).findByText("An error occured while zipping the record")).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("reloads the app through the injected action", () => {
    const { dialog, actions } = openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Reload the app" }));
    expect(actions.reloadApp).toHaveBeenCalledTimes(1);
  });

  it("'Delete non-uploaded materials' opens the clearing dialog", () => {
    const { dialog } = openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete non-uploaded materials" }));
    expect(screen.getByRole("alertdialog", { name: "Clearing Data On Your Device" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Recordings that are not finished uploading" })).toBeNull();
  });

  it("shows the empty state when everything uploaded, and a loading state before the queue is ready", () => {
    const queue = new FakeUploadQueue();
    const props = {
      isOpen: true,
      onClose: vi.fn(),
      queue,
      actions: { reloadApp: vi.fn(), saveFile: vi.fn() },
      onDeleteMaterials: vi.fn(),
    };
    const { rerender } = render(<StoredRecordingsDialog {...props} state={{ ready: false, entries: [] }} />);
    expect(screen.getByText(QUEUE_UI_TEXTS.loadingStored)).toBeTruthy();
    rerender(<StoredRecordingsDialog {...props} state={{ ready: true, entries: [] }} />);
    expect(screen.getByRole("heading", { name: "All recordings uploaded successfully" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
