import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { useCallback } from "react";
import { useDialogs } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { EMPTY_QUEUE_STATE } from "./emptyQueueState";
import { QUEUE_UI_TEXTS } from "./queueTexts";

/**
 * For the desktop shell's close request: resolves true when the app may close. While a recording
 * uploads it first shows 'Your current upload will be interrupted!' (spec 2 §2.6), whose main,
 * focused button keeps the app open; 'Close anyway' (or dismissing the question) lets it close.
 */
export function useCloseWhileUploadingPrompt(queue: Pick<UploadQueueContract, "state$">): () => Promise<boolean> {
  const dialogs = useDialogs();
  const { isUploading } = useObservable(queue.state$, EMPTY_QUEUE_STATE);
  return useCallback(async () => {
    if (!isUploading) return true;
    const stay = await dialogs.alert({
      kind: "warning",
      title: QUEUE_UI_TEXTS.leaveTitle,
      message: QUEUE_UI_TEXTS.leaveMessage,
      okLabel: QUEUE_UI_TEXTS.leaveStay,
      cancelLabel: QUEUE_UI_TEXTS.leaveAnyway,
    });
    return !stay;
  }, [dialogs, isUploading]);
}
