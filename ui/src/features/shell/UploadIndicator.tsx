import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { uploadIndicatorOf } from "@lectern/core/app/domain/uploadIndicator";
import { NOT_READY_QUEUE_STATE } from "@lectern/core/queue/application/UploadQueueContract";
import { CloudUpload } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { ProgressBar } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";
import { SHELL_TEXTS } from "./shellTexts";
import { type UploadAnnouncement, uploadAnnouncements } from "./uploadAnnouncements";
import "./UploadIndicator.css";

/**
 * On every page of the main layout while recordings are on this device: how many, how far they
 * are, and the way to the queue (it lives on the widget). The uploads themselves run in
 * AppLifecycle, so leaving the widget does not stop them.
 */
export function UploadIndicator() {
  const lifecycle = useService(AppLifecycle);
  const uploads = useObservable(lifecycle.uploads$, NOT_READY_QUEUE_STATE);
  const announcements$ = useMemo(() => uploadAnnouncements(lifecycle.uploads$), [lifecycle]);
  const announcement = useObservable<UploadAnnouncement | null>(announcements$, null);
  const indicator = uploadIndicatorOf(uploads);
  return (
    <>
      {/* Always rendered: a live region must exist before its text changes to be announced. */}
      <output aria-live="polite" className="kit-visually-hidden">
        {announcement && <span key={announcement.id}>{announcement.text}</span>}
      </output>
      {indicator && (
        <section className="upload-indicator" aria-label={SHELL_TEXTS.uploadsRegion}>
          <div className="upload-indicator__inner">
            <CloudUpload className="upload-indicator__icon" size={22} aria-hidden="true" />
            <div className="upload-indicator__progress">
              <ProgressBar label={SHELL_TEXTS.uploadHeading(indicator)} value={indicator.percent} />
              <p className="upload-indicator__parts">{SHELL_TEXTS.uploadParts(indicator)}</p>
            </div>
            <Link className="upload-indicator__link" to="/session/widget">
              {SHELL_TEXTS.viewQueue}
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
