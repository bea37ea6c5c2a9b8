// @vitest-environment jsdom
import { BillingPrompt } from "@lectern/core/billing/application/BillingPrompt";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useObservable } from "../../../ui/src/reactive/useObservable";
import { BillingDialog } from "../../../ui/src/features/billing/BillingDialog";
import { installCssEscape } from "../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

/** The dialog as the host shows it: while BillingPrompt has a request. */
function Shown({ prompt }: { prompt: BillingPrompt }) {
  const { open } = useObservable(prompt.state$, prompt.state);
  return open ? <BillingDialog prompt={prompt} text={open} /> : null;
}

const setUp = () => {
  const opened: string[] = [];
  const prompt = new BillingPrompt({ openExternal: (url) => void opened.push(url) });
  render(<Shown prompt={prompt} />);
  return { prompt, opened };
};

describe("billing dialog (spec 2 §8)", () => {
  it("shows the server's words, and 'Open price list' opens /billing/product in a new window", async () => {
    const { prompt, opened } = setUp();
    prompt.request({ title: "You have reached your plan's limit", message: "Upgrade to keep uploading recordings." });
    const dialog = await screen.findByRole("alertdialog", { name: "You have reached your plan's limit" });
    expect(dialog.textContent).toContain("Upgrade to keep uploading recordings.");
    fireEvent.click(within(dialog).getByRole("button", { name: /^Open price list/ }));
    expect(opened).toEqual(["/billing/product"]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("'Close' only closes; a message alone is the title", async () => {
    const { prompt, opened } = setUp();
    prompt.request({ title: "", message: "Your plan has expired" });
    const dialog = await screen.findByRole("alertdialog", { name: "Your plan has expired" });
    const footerClose = within(dialog)
      .getAllByRole("button", { name: "Close" })
      .find((button) => button.textContent === "Close");
    fireEvent.click(footerClose as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(opened).toEqual([]);
  });
});
