import type { QueueNotice, UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { useEffect, useEffectEvent } from "react";
import { useDialogs, useToasts } from "../../kit";
import { QUEUE_UI_TEXTS } from "./queueTexts";

export interface QueueNoticeDialogsProps {
  queue: Pick<UploadQueueContract, "notices$">;
}

/**
 * Shows the queue's one-off notices (spec 2 §4.7, §8): the 402 billing dialog, the removed-session
 * toast and the loop error dialogs. Dialogs queue in DialogHost, so two notices never stack modals.
 */
export function QueueNoticeDialogs({ queue }: QueueNoticeDialogsProps) {
  const dialogs = useDialogs();
  const toasts = useToasts();

  const show = useEffectEvent(async (notice: QueueNotice) => {
    switch (notice.kind) {
      case "billing":
        // The one billing dialog shows it: BillingPrompt follows the queue's billing notices (bindWidget).
        return;
      case "sessionRemoved":
        toasts.show({ type: "danger", text: notice.message });
        return;
      case "loopError":
        await dialogs.error(notice.detail, notice.title || QUEUE_UI_TEXTS.defaultErrorTitle);
        return;
    }
  });

  useEffect(() => {
    const subscription = queue.notices$.subscribe((notice) => void show(notice));
    return () => subscription.unsubscribe();
  }, [queue]);

  return null;
}
