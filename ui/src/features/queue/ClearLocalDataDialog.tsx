import { CLEAR_DATA_PHRASE, isClearDataConfirmed } from "@lectern/core/queue/domain/clearDataConfirmation";
import { useId, useState } from "react";
import { Alert, Button, DialogIcon, ModalDialog, TextField } from "../../kit";
import { useTask } from "../auth/shared/useTask";
import { QUEUE_UI_TEXTS, clearFieldLabel } from "./queueTexts";
import "./ClearLocalDataDialog.css";

export interface ClearLocalDataDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  /** Deletes the local recordings and logs out; the dialog shows a failure and stays open. */
  onConfirm: () => Promise<void>;
}

/**
 * 'Clearing Data On Your Device' (spec 2 §2.8): the delete button stays disabled until the user has
 * typed the phrase exactly, so nobody loses recordings with a stray click.
 */
export function ClearLocalDataDialog({ isOpen, onCancel, onConfirm }: ClearLocalDataDialogProps) {
  const [typed, setTyped] = useState("");
  const clearing = useTask(onConfirm);
  const formId = useId();
  const confirmed = isClearDataConfirmed(typed);
  const cancel = () => {
    if (!clearing.isPending) onCancel();
  };
  return (
    <ModalDialog
      role="alertdialog"
      size="sm"
      title={QUEUE_UI_TEXTS.clearTitle}
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      image={<DialogIcon kind="remove" />}
      footer={
        <>
          <Button variant="secondary" onPress={cancel} isDisabled={clearing.isPending}>
            {QUEUE_UI_TEXTS.cancel}
          </Button>
          <Button variant="danger" type="submit" form={formId} isDisabled={!confirmed} isPending={clearing.isPending}>
            {QUEUE_UI_TEXTS.clearConfirm}
          </Button>
        </>
      }
    >
      <p>{QUEUE_UI_TEXTS.clearWarning}</p>
      <form
        id={formId}
        className="clear-data__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !clearing.isPending) void clearing.run();
        }}
      >
        <TextField
          label={clearFieldLabel(CLEAR_DATA_PHRASE)}
          name="clearDataConfirmation"
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          autoFocus
          isDisabled={clearing.isPending}
        />
      </form>
      {clearing.error !== null && (
        <div className="clear-data__error">
          <Alert kind="error" title={QUEUE_UI_TEXTS.defaultErrorTitle}>
            {clearing.error instanceof Error ? clearing.error.message : String(clearing.error)}
          </Alert>
        </div>
      )}
    </ModalDialog>
  );
}
