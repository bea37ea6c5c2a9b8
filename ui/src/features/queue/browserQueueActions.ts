/** The two browser effects the queue dialogs need, injectable so tests and the gallery stay put. */
export interface QueueBrowserActions {
  /** 'Reload the app' (spec 2 §2.7). */
  reloadApp(): void;
  /** Hands a file to the browser's download. */
  saveFile(file: Blob, name: string): void;
}

// Long enough for every browser to have started reading the download; short enough not to hold a
// recording-sized blob for the rest of the session.
const REVOKE_AFTER_MS = 60_000;

export const browserQueueActions: QueueBrowserActions = {
  reloadApp: () => window.location.reload(),
  saveFile: (file, name) => {
    const url = URL.createObjectURL(file);
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  },
};
