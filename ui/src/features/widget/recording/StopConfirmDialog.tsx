import { RECORDING_TEXTS } from "@lectern/core/recording/domain/recordingTexts";
import { Button, DialogIcon, ModalDialog } from "../../../kit";
import { RECORDER_UI_TEXTS } from "../recorderTexts";

export interface StopConfirmDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  onStop: () => void;
}

/**
 * Spec 2 §2.3: the stop confirmation. Its default (focused) button is Keep recording, so a stray
 * Enter or Space never ends a lecture; Stop is the destructive choice and must be picked.
 */
export function StopConfirmDialog({ isOpen, onCancel, onStop }: StopConfirmDialogProps) {
  return (
    <ModalDialog
      role="alertdialog"
      size="sm"
      title={RECORDING_TEXTS.stopConfirmation}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      image={<DialogIcon kind="question" />}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} autoFocus>
            {RECORDER_UI_TEXTS.keepRecording}
          </Button>
          <Button variant="danger" onPress={onStop}>
            {RECORDER_UI_TEXTS.stopYes}
          </Button>
        </>
      }
    />
  );
}
