// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ConfirmDialog, DialogHost, useDialogs } from "../../../ui/src/kit";
import { installCssEscape } from "./jsdomCss";

installCssEscape();
afterEach(cleanup);

function Harness({ log }: { log: string[] }) {
  const [isOpen, setOpen] = useState(true);
  const close = (what: string) => {
    log.push(what);
    setOpen(false);
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Remove this recording?"
      message="It will be gone for everyone you shared it with."
      onConfirm={() => close("confirm")}
      onCancel={() => close("cancel")}
    />
  );
}

describe("ConfirmDialog (spec 3 §2: dismissing counts as not confirmed)", () => {
  it("Escape cancels", () => {
    const log: string[] = [];
    render(<Harness log={log} />);
    const dialog = screen.getByRole("alertdialog", { name: "Remove this recording?" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(log).toEqual(["cancel"]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("the Close button cancels", () => {
    const log: string[] = [];
    render(<Harness log={log} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(log).toEqual(["cancel"]);
  });

  it("Confirm confirms, with the default labels", () => {
    const log: string[] = [];
    render(<Harness log={log} />);
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(log).toEqual(["confirm"]);
  });

  it("describes the dialog with its message", () => {
    render(<Harness log={[]} />);
    const dialog = screen.getByRole("alertdialog");
    const id = dialog.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(id)?.textContent).toBe("It will be gone for everyone you shared it with.");
  });
});

function AskButton({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const dialogs = useDialogs();
  return (
    <button type="button" onClick={() => void dialogs.alert({ kind: "remove", title: "Remove tag?" }).then(onAnswer)}>
      Ask
    </button>
  );
}

describe("useDialogs().alert", () => {
  it("'remove' offers 'Yes, remove' and Cancel; dismissal resolves false", async () => {
    const answers: boolean[] = [];
    render(
      <DialogHost>
        <AskButton onAnswer={(ok) => answers.push(ok)} />
      </DialogHost>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    // The host loads the dialog's code with the first alert.
    await screen.findByRole("button", { name: "Yes, remove" });
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    await waitFor(() => expect(answers).toEqual([false]));

    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes, remove" }));
    await waitFor(() => expect(answers).toEqual([false, true]));
  });
});
