// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DialogHost, useDialogs } from "../../../ui/src/kit";
import { installCssEscape } from "./jsdomCss";

installCssEscape();
afterEach(cleanup);

function Asker({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const dialogs = useDialogs();
  return (
    <button
      type="button"
      onClick={() => void dialogs.alert({ kind: "question", title: "Remove the slides?" }).then(onAnswer)}
    >
      Ask
    </button>
  );
}

describe("DialogHost", () => {
  it("draws nothing until asked, then loads the dialog and answers through the promise", async () => {
    const answers: boolean[] = [];
    render(
      <DialogHost>
        <Asker onAnswer={(ok) => answers.push(ok)} />
      </DialogHost>,
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove the slides?" });
    expect(dialog).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Ok" }));
    await waitFor(() => expect(answers).toEqual([true]));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
