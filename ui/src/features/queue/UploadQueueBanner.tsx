import type { UploadQueueState } from "@lectern/core/queue/application/UploadQueueContract";
import { ChevronDown, CloudUpload, Info } from "lucide-react";
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from "react-aria-components";
import { Alert, Button } from "../../kit";
import { QueueEntryRow } from "./QueueEntryRow";
import { QUEUE_UI_TEXTS, recordsCount } from "./queueTexts";
import { StuckUploadsWarning } from "./StuckUploadsWarning";
import "./UploadQueueBanner.css";

export interface UploadQueueBannerProps {
  state: UploadQueueState;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onOpenStoredRecordings: () => void;
}

/**
 * The upload queue banner of spec 2 §2.6: a collapsible list of the recordings still uploading, or
 * the stuck warning in its place. Nothing at all when nothing is queued or stuck.
 */
export function UploadQueueBanner({ state, onPause, onResume, onOpenStoredRecordings }: UploadQueueBannerProps) {
  const { entries, stuckCount } = state;
  if (entries.length === 0 && stuckCount === 0) return null;
  const lockHint = state.locks.map((lock) => QUEUE_UI_TEXTS.lockHints[lock]).find((hint) => hint !== null);
  return (
    <section className="queue-banner" aria-label={QUEUE_UI_TEXTS.queueTitle}>
      {stuckCount > 0 ? (
        <StuckUploadsWarning stuckCount={stuckCount} onOpenStoredRecordings={onOpenStoredRecordings} />
      ) : (
        <Disclosure className="queue-banner__disclosure" defaultExpanded>
          <Heading level={2} className="queue-banner__heading">
            <AriaButton slot="trigger" className="queue-banner__toggle">
              <CloudUpload className="queue-banner__icon" size={18} aria-hidden="true" />
              <span className="queue-banner__title">{QUEUE_UI_TEXTS.queueTitle}</span>
              <span className="queue-banner__count">{recordsCount(entries.length)}</span>
              <ChevronDown className="queue-banner__chevron" size={18} aria-hidden="true" />
            </AriaButton>
          </Heading>
          <DisclosurePanel className="queue-banner__panel">
            <ul className="queue-banner__list">
              {entries.map((entry) => (
                <QueueEntryRow key={entry.id} entry={entry} state={state} onPause={onPause} onResume={onResume} />
              ))}
            </ul>
            {lockHint && <p className="queue-banner__hint">{lockHint}</p>}
          </DisclosurePanel>
        </Disclosure>
      )}
      {state.isOffline && (
        <div className="queue-banner__offline">
          <Alert kind="info" title={QUEUE_UI_TEXTS.offlineTitle}>
            {QUEUE_UI_TEXTS.offline}
          </Alert>
        </div>
      )}
      {entries.length > 0 && (
        <>
          <p className="queue-banner__note">
            <Info size={16} aria-hidden="true" />
            <span>{QUEUE_UI_TEXTS.doNotClose}</span>
          </p>
          {/* The stuck warning has this button already. */}
          {stuckCount === 0 && (
            <div className="queue-banner__footer">
              <Button variant="link" size="sm" onPress={onOpenStoredRecordings}>
                {QUEUE_UI_TEXTS.openStored}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
