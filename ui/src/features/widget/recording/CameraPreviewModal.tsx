import { Recorder } from "@lectern/core/recording/application/Recorder";
import { useCallback } from "react";
import { Button, ModalDialog } from "../../../kit";
import { useService } from "../../../reactive/useService";
import { CAMERA_TEXTS } from "../launcher/cameraTexts";
import "./CameraPreviewModal.css";

export interface CameraPreviewModalProps {
  onClose: () => void;
}

/**
 * Spec 2 §2.3: the camera preview modal — the live camera the recording is taking, muted (the camera
 * records no sound, and a preview must never echo the room). Mounted only while open.
 */
export function CameraPreviewModal({ onClose }: CameraPreviewModalProps) {
  const recorder = useService(Recorder);
  const picture = recorder.cameraPreview();
  const stream = typeof MediaStream !== "undefined" && picture instanceof MediaStream ? picture : null;
  // A ref callback, because srcObject cannot be set from JSX.
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video && video.srcObject !== stream) video.srcObject = stream;
    },
    [stream],
  );
  return (
    <ModalDialog
      title={CAMERA_TEXTS.previewTitle}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button variant="secondary" onPress={onClose} autoFocus>
          {CAMERA_TEXTS.previewClose}
        </Button>
      }
    >
      {stream ? (
        <video
          ref={attach}
          className="camera-preview__video"
          aria-label={CAMERA_TEXTS.previewVideo}
          autoPlay
          muted
          playsInline
        />
      ) : (
        <p>{CAMERA_TEXTS.previewUnavailable}</p>
      )}
    </ModalDialog>
  );
}
