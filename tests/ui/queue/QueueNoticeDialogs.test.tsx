// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
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
  it("402: the billing dialog's 'Open price list' opens the price list", async () => {
    const queue = new FakeUploadQueue();
    const { onOpenPriceList } = renderQueuePanel(queue);
    act(() => queue.notices.next(BILLING));
    const dialog = await screen.findByRole("alertdialog", { name: BILLING.title });
    expect(dialog.textContent).toContain(BILLING.message);
    fireEvent.click(within(dialog).getByRole("button", { name: "Open price list" }));
    await waitFor(() => expect(onOpenPriceList).toHaveBeenCalledTimes(1));
  });

  it("402: 'Close' only closes", async () => {
    const queue = new FakeUploadQueue();
    const { onOpenPriceList } = renderQueuePanel(queue);
    act(() => queue.notices.next(BILLING));
    const dialog = await screen.findByRole("alertdialog", { name: BILLING.title });
    // The frame's corner button is also named Close; the footer's is the spec's.
    const footerClose = within(dialog)
      .getAllByRole("button", { name: "Close" })
      .find((button) => button.textContent === "Close");
    fireEvent.click(footerClose as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onOpenPriceList).not.toHaveBeenCalled();
  });

  it("402 with only a message uses it as the title", async () => {
    const queue = new FakeUploadQueue();
    renderQueuePanel(queue);
    act(() => queue.notices.next({ kind: "billing", title: "", message: "Your plan has expired" }));
    expect(await screen.findByRole("alertdialog", { name: "Your plan has expired" })).toBeTruthy();
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
      queue.notices.next(BILLING);
    });
    await screen.findByRole("alertdialog", { name: "Merge Error" });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Ok" }));
    expect(await screen.findByRole("alertdialog", { name: BILLING.title })).toBeTruthy();
  });
});
