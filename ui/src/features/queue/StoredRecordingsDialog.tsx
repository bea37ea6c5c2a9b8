import type {
  QueueEntryView,
  UploadQueueContract,
  UploadQueueState,
} from "@lectern/core/queue/application/UploadQueueContract";
import { CircleCheck, Download } from "lucide-react";
import { Alert, Button, EmptyState, ExternalLink, ModalDialog, Spinner } from "../../kit";
import type { QueueBrowserActions } from "./browserQueueActions";
import { QUEUE_HELP_URL, QUEUE_UI_TEXTS, startedAtText } from "./queueTexts";
import { useRecordingDownload } from "./useRecordingDownload";
import "./StoredRecordingsDialog.css";

export interface StoredRecordingsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  state: Pick<UploadQueueState, "ready" | "entries">;
  queue: Pick<UploadQueueContract, "chunksOf">;
  actions: QueueBrowserActions;
  onDeleteMaterials: () => void;
}

/**
 * 'Recordings that are not finished uploading' (spec 2 §2.7): the recordings kept on this device,
 * each downloadable as a playable .webm (its slices joined, with its duration), with the way out
 * when they cannot be saved.
 */
export function StoredRecordingsDialog({
  isOpen,
  onClose,
  state,
  queue,
  actions,
  onDeleteMaterials,
}: StoredRecordingsDialogProps) {
  const recording = useRecordingDownload(queue, actions.saveFile);
  const isZipping = recording.zippingId !== null;
  return (
    <ModalDialog
      title={QUEUE_UI_TEXTS.storedTitle}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          {/* Text-only: the spec's long labels then fit side by side in the dialog's width. */}
          <Button variant="secondary" onPress={onDeleteMaterials} isDisabled={isZipping}>
            {QUEUE_UI_TEXTS.deleteMaterials}
          </Button>
          <Button onPress={() => actions.reloadApp()}>{QUEUE_UI_TEXTS.reload}</Button>
        </>
      }
    >
      <div className="stored-records">
        {!state.ready ? (
          <Spinner block showLabel label={QUEUE_UI_TEXTS.loadingStored} />
        ) : state.entries.length === 0 ? (
          <EmptyState icon={<CircleCheck size={28} />} title={QUEUE_UI_TEXTS.allUploaded} headingLevel={3}>
            <p>{QUEUE_UI_TEXTS.allUploadedDetail}</p>
          </EmptyState>
        ) : (
          <>
            <p>{QUEUE_UI_TEXTS.storedLead}</p>
            <ol className="stored-records__list">
              {state.entries.map((entry, index) => (
                <StoredRecordingRow
                  key={entry.id}
                  entry={entry}
                  position={index + 1}
                  isZipping={recording.zippingId === entry.id}
                  isDisabled={isZipping}
                  onDownload={() => void recording.download(entry)}
                />
              ))}
            </ol>
          </>
        )}
        {isZipping && (
          <div className="stored-records__wait">
            <Spinner showLabel label={QUEUE_UI_TEXTS.zipping} size={20} />
          </div>
        )}
        {recording.error && <Alert kind="error">{recording.error}</Alert>}
        <ExternalLink href={QUEUE_HELP_URL} className="stored-records__help">
          {QUEUE_UI_TEXTS.help}
        </ExternalLink>
      </div>
    </ModalDialog>
  );
}

interface StoredRecordingRowProps {
  entry: QueueEntryView;
  position: number;
  isZipping: boolean;
  isDisabled: boolean;
  onDownload: () => void;
}

/** One numbered recording; pressing it downloads it as a playable file. */
function StoredRecordingRow({ entry, position, isZipping, isDisabled, onDownload }: StoredRecordingRowProps) {
  return (
    <li className="stored-records__item">
      <Button
        variant="ghost"
        className="stored-records__row"
        isPending={isZipping}
        isDisabled={isDisabled && !isZipping}
        onPress={onDownload}
      >
        <span className="stored-records__number" aria-hidden="true">
          {position}
        </span>
        <span className="stored-records__text">
          <span className="kit-visually-hidden">Download </span>
          <span className="stored-records__label">{entry.label}</span>
          <span className="stored-records__meta">
            {entry.isStuck && <span className="stored-records__tag">{QUEUE_UI_TEXTS.stuckTag}</span>}
            <span className="stored-records__started">{startedAtText(entry.startedAt)}</span>
          </span>
        </span>
        {!isZipping && <Download className="stored-records__download" size={18} aria-hidden="true" />}
      </Button>
    </li>
  );
}
