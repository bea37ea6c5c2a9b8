import type { ReactNode } from "react";
import { Button } from "./Button";
import { ModalDialog } from "./ModalDialog";

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message?: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called when the dialog is dismissed (Escape, Close, click outside): spec 3 §2. */
  onCancel: () => void;
  image?: ReactNode;
  /** 'danger' for destructive confirmations. */
  confirmVariant?: "primary" | "danger";
  isPending?: boolean;
}

/**
 * Asks a yes/no question. Any way of leaving without pressing Confirm counts as cancel. Focus starts
 * on the safe button for destructive questions, so a stray Enter cannot delete anything.
 */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
  image,
  confirmVariant = "primary",
  isPending = false,
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      image={image}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} autoFocus={confirmVariant === "danger"}>
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            onPress={onConfirm}
            isPending={isPending}
            autoFocus={confirmVariant !== "danger"}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof message === "string" ? <p>{message}</p> : message}
    </ModalDialog>
  );
}
