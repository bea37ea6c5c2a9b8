import { Button } from "./Button";
import { DialogIcon, type DialogKind } from "./DialogIcon";
import { ModalDialog } from "./ModalDialog";

export interface AlertOptions {
  title: string;
  message?: string;
  kind: DialogKind;
  /** @default 'Ok', or 'Yes, remove' for kind 'remove' (spec 3 §8) */
  okLabel?: string;
  /** @default 'Cancel'; shown for 'question' and 'remove', or for any kind when given. */
  cancelLabel?: string;
}

export interface AlertDialogProps extends AlertOptions {
  isOpen: boolean;
  /** true for the OK button; false for Cancel or any dismissal. */
  onResult: (ok: boolean) => void;
}

const asksQuestion = (kind: DialogKind) => kind === "question" || kind === "remove";

/**
 * The dialog behind useDialogs().alert: an icon for the kind, a title, a message, one or two buttons.
 * For 'remove', focus starts on Cancel so a stray Enter cannot delete anything.
 */
export function AlertDialog({ isOpen, title, message, kind, okLabel, cancelLabel, onResult }: AlertDialogProps) {
  const ok = okLabel ?? (kind === "remove" ? "Yes, remove" : "Ok");
  const showCancel = asksQuestion(kind) || cancelLabel !== undefined;
  return (
    <ModalDialog
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={isOpen}
      isDismissable={showCancel}
      onOpenChange={(open) => {
        if (!open) onResult(false);
      }}
      image={<DialogIcon kind={kind} />}
      footer={
        <>
          {showCancel && (
            <Button variant="secondary" onPress={() => onResult(false)} autoFocus={kind === "remove"}>
              {cancelLabel ?? "Cancel"}
            </Button>
          )}
          <Button
            variant={kind === "remove" ? "danger" : "primary"}
            onPress={() => onResult(true)}
            autoFocus={kind !== "remove"}
          >
            {ok}
          </Button>
        </>
      }
    >
      {message !== undefined && <p>{message}</p>}
    </ModalDialog>
  );
}
