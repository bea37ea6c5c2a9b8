import { DialogIcon } from "../DialogIcon";
import { Button } from "./Button";
import { ModalDialog } from "./ModalDialog";
import { SHARED_TEXTS } from "@lectern/core/kernel/sharedTexts";

export interface ErrorDialogProps {
  isOpen: boolean;
  /** @default 'Something went wrong' (spec 3 §8 generic fallback) */
  title?: string;
  message: string;
  onClose: () => void;
  /** @default 'Ok' */
  buttonLabel?: string;
}

/** Tells the user something failed, on the plain dialog: an alertdialog, so screen readers read it at once. */
export function ErrorDialog({
  isOpen,
  title = SHARED_TEXTS.somethingWentWrong,
  message,
  onClose,
  buttonLabel = "Ok",
}: ErrorDialogProps) {
  return (
    <ModalDialog
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      image={<DialogIcon kind="error" />}
      footer={
        <Button onClick={onClose} autoFocus>
          {buttonLabel}
        </Button>
      }
    >
      <p>{message}</p>
    </ModalDialog>
  );
}
