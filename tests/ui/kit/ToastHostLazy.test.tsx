// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ToastHost, useToasts, type ToastOptions } from "../../../ui/src/kit";

// A file of its own: the toast code loads once per page (per module graph), and this checks that first load.

function Trigger({ options, dismissAtOnce = false }: { options: ToastOptions; dismissAtOnce?: boolean }) {
  const toasts = useToasts();
  return (
    <button
      type="button"
      onClick={() => {
        const dismiss = toasts.show(options);
        if (dismissAtOnce) dismiss();
      }}
    >
      Notify
    </button>
  );
}

afterEach(cleanup);

describe("ToastHost before its first toast (the first load of /auth/login)", () => {
  it("announces at once, draws no region, and draws the toast when its code has arrived", async () => {
    render(
      <ToastHost>
        <Trigger options={{ text: "User hes been registered", type: "success" }} />
      </ToastHost>,
    );
    expect(screen.queryByRole("region")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    expect(screen.getByRole("status").textContent).toBe("User hes been registered");

    const toast = await screen.findByRole("alertdialog");
    expect(toast.textContent).toContain("User hes been registered");
    expect(screen.getByRole("region", { name: "Notifications" })).toBeTruthy();
  });

  it("never draws a toast dismissed while its code was loading", async () => {
    render(
      <ToastHost>
        <Trigger options={{ text: "Copied", type: "info", small: true }} dismissAtOnce />
        <Trigger options={{ text: "Saved", type: "success" }} />
      </ToastHost>,
    );
    const [dismissed, kept] = screen.getAllByRole("button", { name: "Notify" });
    if (!dismissed || !kept) throw new Error("two triggers expected");
    fireEvent.click(dismissed);
    expect(screen.getByRole("status").textContent).toBe("");
    fireEvent.click(kept);

    // The second toast shows that the code has arrived; the first must not be there with it.
    await screen.findByText("Saved", { selector: ".kit-toast__text" });
    expect(screen.queryByText("Copied", { selector: ".kit-toast__text" })).toBeNull();
  });
});
