import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { useState } from "react";
import { Alert, useDialogs } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { type QueueBrowserActions, browserQueueActions } from "./browserQueueActions";
import { ClearLocalDataDialog } from "./ClearLocalDataDialog";
import { EMPTY_QUEUE_STATE } from "./emptyQueueState";
import { QueueNoticeDialogs } from "./QueueNoticeDialogs";
import { QueueStatusAnnouncer } from "./QueueStatusAnnouncer";
import { QUEUE_UI_TEXTS } from "./queueTexts";
import { StoredRecordingsDialog } from "./StoredRecordingsDialog";
import { UploadQueueBanner } from "./UploadQueueBanner";
import "./UploadQueuePanel.css";

export interface UploadQueuePanelProps {
  queue: UploadQueueContract;
  /** Runs after 'Delete non-uploaded materials' emptied the local database: log out, go to login. */
  onSignOut: () => Promise<void>;
  /** @default the browser's reload and download */
  actions?: QueueBrowserActions;
}

type OpenDialog = "none" | "stored" | "clear";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Everything the upload queue shows on the widget (spec 2 §2.6–§2.8, §8): a storage problem at once,
 * the banner, the stored-records and clear-data dialogs, the notices and status announcements. It
 * only reads the queue's state and calls its commands; the leave-page warning is the composition
 * root's (warnBeforeLeaving), as it applies on every page.
 */
export function UploadQueuePanel({ queue, onSignOut, actions = browserQueueActions }: UploadQueuePanelProps) {
  const state = useObservable(queue.state$, EMPTY_QUEUE_STATE);
  const dialogs = useDialogs();
  const [openDialog, setOpenDialog] = useState<OpenDialog>("none");

  const command = (run: (id: string) => Promise<void>) => (id: string) => {
    run(id).catch((error: unknown) => void dialogs.error(messageOf(error)));
  };

  return (
    // Busy until the queue has read this device's recordings (its restore), then settled.
    <div className="queue-panel" aria-busy={!state.ready}>
      {state.storageProblem !== null && (
        <Alert kind="error" title={QUEUE_UI_TEXTS.storageProblemTitle}>
          {state.storageProblem}
        </Alert>
      )}
      <UploadQueueBanner
        state={state}
        onPause={command((id) => queue.pause(id))}
        onResume={command((id) => queue.resume(id))}
        onOpenStoredRecordings={() => setOpenDialog("stored")}
      />
      {/* Mounted only while open, so each opening starts clean (no old error, no half-typed phrase). */}
      {openDialog === "stored" && (
        <StoredRecordingsDialog
          isOpen
          onClose={() => setOpenDialog("none")}
          state={state}
          queue={queue}
          actions={actions}
          onDeleteMaterials={() => setOpenDialog("clear")}
        />
      )}
      {openDialog === "clear" && (
        <ClearLocalDataDialog
          isOpen
          onCancel={() => setOpenDialog("stored")}
          onConfirm={async () => {
            await queue.deleteAll();
            await onSignOut();
          }}
        />
      )}
      <QueueNoticeDialogs queue={queue} />
      <QueueStatusAnnouncer queue={queue} />
    </div>
  );
}
