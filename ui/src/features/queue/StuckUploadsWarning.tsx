import { TriangleAlert } from "lucide-react";
import { Button, ExternalLink } from "../../kit";
import { QUEUE_HELP_URL, QUEUE_UI_TEXTS, stuckSummary } from "./queueTexts";

export interface StuckUploadsWarningProps {
  stuckCount: number;
  onOpenStoredRecordings: () => void;
}

/** Replaces the upload list while recordings are stuck beyond the 24-hour limit (spec 2 §2.6, §4.9). */
export function StuckUploadsWarning({ stuckCount, onOpenStoredRecordings }: StuckUploadsWarningProps) {
  return (
    <div className="queue-stuck">
      <span className="queue-stuck__icon" aria-hidden="true">
        <TriangleAlert size={22} />
      </span>
      <h2 className="queue-stuck__title">{QUEUE_UI_TEXTS.stuckTitle}</h2>
      <p className="queue-stuck__text">{stuckSummary(stuckCount)}</p>
      <Button className="queue-stuck__action" onPress={onOpenStoredRecordings}>
        {QUEUE_UI_TEXTS.openStored}
      </Button>
      <ExternalLink href={QUEUE_HELP_URL} className="queue-stuck__help">
        {QUEUE_UI_TEXTS.help}
      </ExternalLink>
    </div>
  );
}
