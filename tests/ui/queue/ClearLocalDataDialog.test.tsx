// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { QUEUE_UI_TEXTS } from "../../../ui/src/features/queue/queueTexts";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { installCssEscape } from "../kit/jsdomCss";
import { renderQueuePanel } from "./renderQueuePanel";

installCssEscape();
afterEach(cleanup);

const PHRASE = "I want to delete non-uploaded materials";

/** The panel with one stuck recording, walked through to the clearing dialog. */
const openClearDialog = () => {
  const queue = new FakeUploadQueue();
  queue.set({ entries: [FakeUploadQueue.entry({ id: "a", label: "Algebra", isStuck: true })], stuckCount: 1 });
  const view = renderQueuePanel(queue);
  fireEvent.click(screen.getByRole("button", { name: QUEUE_UI_TEXTS.openStored }));
  fireEvent.click(screen.getByRole("button", { name: "Delete non-uploaded materials" }));
  const dialog = screen.getByRole("alertdialog", { name: "Clearing Data On Your Device" });
  const field = within(dialog).getByRole("textbox", { name: `To confirm, type “${PHRASE}”` });
  const confirm = within(dialog).getByRole("button", { name: QUEUE_UI_TEXTS.clearConfirm });
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { queue, dialog, field, confirm, type, ...view };
};

describe("clearing data dialog (spec 2 §2.8)", () => {
  it("warns that it is permanent and logs the user out", () => {
    const { dialog } = openClearDialog();
    expect(dialog.textContent).toContain("permanently");
    expect(dialog.textContent).toContain("logged out");
  });

  it("keeps the delete button disabled until the phrase matches exactly", () => {
    const { confirm, type, queue } = openClearDialog();
    expect(confirm.hasAttribute("disabled")).toBe(true);
    for (const attempt of [PHRASE.slice(0, -1), PHRASE.toLowerCase(), ` ${PHRASE}`, `${PHRASE}.`]) {
      type(attempt);
      expect(confirm.hasAttribute("disabled")).toBe(true);
    }
    type(PHRASE);
    expect(confirm.hasAttribute("disabled")).toBe(false);
    expect(queue.calls).not.toContain("deleteAll");
  });

  it("on confirm deletes everything, then signs out", async () => {
    const { confirm, type, queue, onSignOut } = openClearDialog();
    type(PHRASE);
    fireEvent.click(confirm);
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
    expect(queue.calls).toEqual(["deleteAll"]);
  });

  it("Enter in the field confirms once the phrase matches", async () => {
    const { field, type, onSignOut } = openClearDialog();
    type(PHRASE);
    await act(async () => {
      fireEvent.submit(field.closest("form") as HTMLFormElement);
    });
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
  });

  it("a failed delete stays in the dialog, shows why, and does not sign out", async () => {
    const { confirm, type, queue, onSignOut, dialog } = openClearDialog();
    queue.failDeleteAll = new Error("The local database is locked by another window");
    type(PHRASE);
    fireEvent.click(confirm);
    expect(await within(dialog).findByText("The local database is locked by another window")).toBeTruthy();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it("Cancel goes back to the stored recordings without deleting", () => {
    const { dialog, queue } = openClearDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog", { name: "Clearing Data On Your Device" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Recordings that are not finished uploading" })).toBeTruthy();
    expect(queue.calls).toEqual([]);
  });
});
