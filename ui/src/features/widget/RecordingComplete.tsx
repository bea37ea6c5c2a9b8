import { NOT_READY_QUEUE_STATE, type UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import type { FinishedRecording } from "@lectern/core/recording/application/Recorder";
import type { FinishedUpload } from "@lectern/core/recording/application/WidgetSession";
import { CircleCheckBig, Download, FileAudio, Mic } from "lucide-react";
import { Link } from "react-router-dom";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { useObservable } from "../../reactive/useObservable";
import { Alert, Button, ModalDialog } from "../../kit";
import { browserQueueActions } from "../queue/browserQueueActions";
import { QUEUE_UI_TEXTS } from "../queue/queueTexts";
import { useRecordingDownload } from "../queue/useRecordingDownload";
import { formatDuration } from "@lectern/core/kernel/formatDuration";
import "./RecorderCard.css";
import "./RecordingComplete.css";

export interface RecordingCompleteProps {
  recording: FinishedRecording;
  /** Where the recording is now: the complete screen says only what is true (WidgetSession). */
  upload: FinishedUpload;
  queue: Pick<UploadQueueContract, "state$" | "chunksOf">;
  onNewRecording: () => void;
  /** How the recording ended when that needs saying (a limit, an error): shown above. */
  notice?: ReactNode;
}

/**
 * Spec 2 §2.3: the complete screen — a success picture, what happens next, and a download modal
 * offering the recording's copy on this device for as long as it is still there.
 */
const UPLOAD_SENTENCES: Readonly<Record<FinishedUpload, string>> = {
  checking: "It is saved on this device and handed to the upload queue.",
  uploading: "It is uploading to your account below; you can close the widget once it is done.",
  uploaded: "It is uploaded to your account.",
};

export function RecordingComplete({ recording, upload, queue, onNewRecording, notice }: RecordingCompleteProps) {
  const [downloadOpen, setDownloadOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The recording view that held focus (Stop) is gone: focus lands on this screen's heading, so
  // keyboard and screen reader users continue from here rather than from the top of the page.
  useLayoutEffect(() => heading.current?.focus(), []);
  const queueState = useObservable(queue.state$, NOT_READY_QUEUE_STATE);
  const entry = queueState.entries.find((candidate) => candidate.id === recording.itemId) ?? null;
  const download = useRecordingDownload(queue, browserQueueActions.saveFile);

  return (
    <section className="recorder-card" aria-labelledby="recording-complete-title">
      <span className="recording-complete__art" aria-hidden="true">
        <CircleCheckBig size={44} />
      </span>
      <h2 id="recording-complete-title" className="recording-complete__title" tabIndex={-1} ref={heading}>
        Recording complete
      </h2>
      <p className="recording-complete__name">{recording.name}</p>
      {notice}
      <p className="recording-complete__text">
        {formatDuration(recording.durationMs, "timer")} recorded. {UPLOAD_SENTENCES[upload]}
      </p>
      <div className="recording-complete__actions">
        <Button onPress={onNewRecording}>
          <Mic size={16} aria-hidden="true" />
          New recording
        </Button>
        {/* The same rule as the top bar's download: offered while the copy is on this device. */}
        {entry && (
          <Button variant="secondary" onPress={() => setDownloadOpen(true)}>
            <Download size={16} aria-hidden="true" />
            Download
          </Button>
        )}
        {/* Uploaded to a server session: the new record is one step away (issue 11). */}
        {upload === "uploaded" && recording.sessionId && (
          <Link to={`/records/${recording.sessionId}`} className="kit-button kit-button--secondary kit-button--md">
            <FileAudio size={16} aria-hidden="true" />
            Open the recording
          </Link>
        )}
      </div>
      <ModalDialog
        title="Download the recording"
        isOpen={downloadOpen}
        onOpenChange={setDownloadOpen}
        footer={
          <>
            <Button variant="secondary" onPress={() => setDownloadOpen(false)}>
              {QUEUE_UI_TEXTS.close}
            </Button>
            {entry && (
              <Button onPress={() => void download.download(entry)} isPending={download.zippingId !== null}>
                <Download size={16} aria-hidden="true" />
                Download a zip
              </Button>
            )}
          </>
        }
      >
        {entry ? (
          <p>
            A copy of <strong>{recording.name}</strong> is still on this device: download its parts as a zip to keep
            your own copy.
          </p>
        ) : (
          <p>
            <strong>{recording.name}</strong> is uploaded and no longer kept on this device. Open it in your records to
            play or download it.
          </p>
        )}
        {download.zippingId && <output>Zipping and preparing the record...</output>}
        {download.error && <Alert kind="error">{download.error}</Alert>}
      </ModalDialog>
    </section>
  );
}
