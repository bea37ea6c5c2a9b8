// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { installCssEscape } from "../kit/jsdomCss";
import { renderQueuePanel } from "./renderQueuePanel";

installCssEscape();
afterEach(cleanup);

const BILLING = {
  kind: "billing",
  title: "You have reached your plan's limit",
  message: "Upgrade to keep uploading recordings.",
} as const;

describe("queue notices (spec 2 §8)", () => {
  it("402: no dialog of its own (the one billing dialog, BillingPrompt, shows the queue's 402s)", async () => {
    const queue = new FakeUploadQueue();
    renderQueuePanel(queue);
    act(() => queue.notices.next(BILLING));
    act(() =>
      queue.notices.next({ kind: "sessionRemoved", message: "The session has been removed from your account" }),
    );
    await waitFor(() =>
      expect(screen.getAllByText("The session has been removed from your account").length).toBeGreaterThan(0),
    );
    // react-aria gives a toast the alertdialog role too (as it takes focus): only a dialog counts here.
    const dialogs = screen.queryAllByRole("alertdialog").filter((node) => !node.classList.contains("kit-toast"));
    expect(dialogs).toEqual([]);
  });

  it("a removed session is told in an error toast", async () => {
    const queue = new FakeUploadQueue();
    renderQueuePanel(queue);
    act(() =>
      queue.notices.next({ kind: "sessionRemoved", message: "The session has been removed from your account" }),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByText("The session has been removed from your account")
          .some((node) => node.closest(".kit-toast")),
      ).toBe(true),
    );
  });

  it("a loop failure opens an error dialog with its title and the message as detail", async () => {
    const queue = new FakeUploadQueue();
    renderQueuePanel(queue);
    act(() => queue.notices.next({ kind: "loopError", title: "Merge Error", detail: "Stream 42 could not be merged" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Merge Error" });
    expect(dialog.textContent).toContain("Stream 42 could not be merged");
  });

  it("a loop failure without a title gets 'Something went wrong'", async () => {
    const queue = new FakeUploadQueue();
    renderQueuePanel(queue);
    act(() => queue.notices.next({ kind: "loopError", title: "", detail: "Chunk 3 failed" }));
    expect(await screen.findByRole("alertdialog", { name: "Something went wrong" })).toBeTruthy();
  });

  it("two notices show one after the other, never stacked", async () => {
    const queue = new FakeUploadQueue();
    renderQueuePanel(queue);
    act(() => {
      queue.notices.next({ kind: "loopError", title: "Merge Error", detail: "first" });
      queue.notices.next({ kind: "loopError", title: "Upload Error", detail: "second" });
    });
    await screen.findByRole("alertdialog", { name: "Merge Error" });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Ok" }));
    expect(await screen.findByRole("alertdialog", { name: "Upload Error" })).toBeTruthy();
  });
});
