import { expect } from "@playwright/test";
import type { RecorderWidgetPage } from "../pages/RecorderWidgetPage";

/**
 * Stops through the confirmation and stays where the recording ends: unlike
 * RecorderWidgetPage.confirmStop it neither waits for the complete screen nor presses 'New recording',
 * which a merge's error dialog (modal, and as fast as a short recording's upload) may already cover.
 * The caller waits for what it expects next (the dialog, the empty queue).
 */
export const stopRecording = async (widget: RecorderWidgetPage): Promise<void> => {
  await widget.stop.click();
  const confirm = widget.page.getByRole("alertdialog", { name: "Are you sure you want to stop recording ?" });
  await confirm.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(confirm).toBeHidden();
};
