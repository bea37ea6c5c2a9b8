import { saveFile } from "../../kit/saveFile";

/** The two browser effects the queue dialogs need, injectable so tests and the gallery stay put. */
export interface QueueBrowserActions {
  /** 'Reload the app' (spec 2 §2.7). */
  reloadApp(): void;
  /** Hands a file to the browser's download. */
  saveFile(file: Blob, name: string): void;
}

export const browserQueueActions: QueueBrowserActions = {
  reloadApp: () => window.location.reload(),
  saveFile,
};
