import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { logoutCheck } from "@lectern/core/app/domain/logoutCheck";
import { uploadIndicatorOf } from "@lectern/core/app/domain/uploadIndicator";
import { NOT_READY_QUEUE_STATE } from "@lectern/core/queue/application/UploadQueueContract";
import { Button, DialogIcon, ModalDialog, ProgressBar } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";
import { LOGOUT_TEXTS } from "./logoutTexts";
import { SHELL_TEXTS } from "./shellTexts";

export interface LogoutWhileUploadingDialogProps {
  isOpen: boolean;
  /** True once the user chose to log out when the uploads finish. */
  isWaiting: boolean;
  onStay: () => void;
  onWait: () => void;
  onLogoutNow: () => void;
}

/**
 * Said before a logout that would leave the user's recordings on this device (issue 19): what
 * happens to them, and a way to wait for them. Live: the counts follow the queue while it is open.
 */
export function LogoutWhileUploadingDialog({
  isOpen,
  isWaiting,
  onStay,
  onWait,
  onLogoutNow,
}: LogoutWhileUploadingDialogProps) {
  const lifecycle = useService(AppLifecycle);
  const uploads = useObservable(lifecycle.uploads$, NOT_READY_QUEUE_STATE);
  const check = logoutCheck(uploads);
  const indicator = uploadIndicatorOf(uploads);
  return (
    <ModalDialog
      role="alertdialog"
      size="sm"
      title={LOGOUT_TEXTS.title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      image={<DialogIcon kind="warning" />}
      footer={
        <>
          <Button variant="secondary" onPress={onStay} autoFocus>
            {LOGOUT_TEXTS.stay}
          </Button>
          {!isWaiting && check.inProgress > 0 && (
            <Button variant="secondary" onPress={onWait}>
              {LOGOUT_TEXTS.whenFinished}
            </Button>
          )}
          <Button variant="danger" onPress={onLogoutNow}>
            {LOGOUT_TEXTS.now}
          </Button>
        </>
      }
    >
      <p>{LOGOUT_TEXTS.message(Math.max(check.onDevice, 1))}</p>
      {isWaiting && (
        <output className="logout-wait">
          <p>{LOGOUT_TEXTS.waiting(Math.max(check.inProgress, 1))}</p>
          {indicator && <ProgressBar label={SHELL_TEXTS.uploadParts(indicator)} value={indicator.percent} />}
        </output>
      )}
    </ModalDialog>
  );
}
