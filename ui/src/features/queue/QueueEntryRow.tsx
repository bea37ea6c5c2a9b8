import type { QueueEntryView, UploadQueueState } from "@lectern/core/queue/application/UploadQueueContract";
import { Pause, Play } from "lucide-react";
import { Button, ProgressBar } from "../../kit";
import { entryControls } from "./entryControls";
import { QUEUE_UI_TEXTS } from "./queueTexts";

export interface QueueEntryRowProps {
  entry: QueueEntryView;
  state: Pick<UploadQueueState, "currentId" | "locks">;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
}

/** One recording in the banner: name and progress (uploaded of total chunks), status, pause or resume. */
export function QueueEntryRow({ entry, state, onPause, onResume }: QueueEntryRowProps) {
  const controls = entryControls(entry, state);
  // An item with no chunk yet has nothing uploaded: an empty bar rather than a division by zero.
  const max = Math.max(entry.totalChunks, 1);
  return (
    <li className="queue-entry">
      <ProgressBar label={entry.label} value={Math.min(entry.uploadedChunks, max)} max={max} />
      <div className="queue-entry__footer">
        <span className={`queue-status queue-status--${entry.keptOnDevice ? "suspended" : entry.status}`}>
          <span className="queue-status__dot" aria-hidden="true" />
          {entry.keptOnDevice ? QUEUE_UI_TEXTS.keptOnDevice : QUEUE_UI_TEXTS.statuses[entry.status]}
        </span>
        {controls.canPause && (
          <Button
            size="sm"
            variant="secondary"
            className="queue-entry__action"
            aria-label={`${QUEUE_UI_TEXTS.pause} ${entry.label}`}
            isDisabled={controls.isLocked}
            onPress={() => onPause(entry.id)}
          >
            <Pause size={14} aria-hidden="true" />
            {QUEUE_UI_TEXTS.pause}
          </Button>
        )}
        {controls.canResume && (
          <Button
            size="sm"
            variant="secondary"
            className="queue-entry__action"
            aria-label={`${QUEUE_UI_TEXTS.resume} ${entry.label}`}
            isDisabled={controls.isLocked}
            onPress={() => onResume(entry.id)}
          >
            <Play size={14} aria-hidden="true" />
            {QUEUE_UI_TEXTS.resume}
          </Button>
        )}
      </div>
      {entry.keptOnDevice && <p className="queue-entry__note">{QUEUE_UI_TEXTS.keptOnDeviceDetail}</p>}
    </li>
  );
}
