import type { AvatarCropper } from "@lectern/core/profile/application/AvatarCropper";
import { type AvatarCropState, canSavePhoto, isCropperOpen } from "@lectern/core/profile/domain/avatarCrop";
import { CROPPER, magnification } from "@lectern/core/profile/domain/cropRules";
import { Minus, Plus, RotateCcw, RotateCw } from "lucide-react";
import { useId, useRef, useState } from "react";
import Cropper, { type Area, type Point } from "react-easy-crop";
import { Alert, Button, ModalDialog, Spinner } from "../../../kit";
import { AVATAR_TEXTS as TEXTS } from "./avatarTexts";
import { type CropPixels, renderCrop } from "./renderCrop";
import "./AvatarCropperDialog.css";

export interface AvatarCropperDialogProps {
  cropper: AvatarCropper;
  state: AvatarCropState;
  /** The picked file's object URL (the view's; the core knows only the file's name, type and size). */
  source: string | null;
}

const percent = (scale: number): string => `${Math.round(magnification(scale) * 100)} %`;

/**
 * The avatar cropper (spec 3 §5, §9): a round 1:1 crop area (drag, or arrow keys once focused), a
 * zoom slider between the minimum and 1 with − / + buttons of 0.1 (the slider's own keys step
 * 0.05), quarter turns either way, and Save photo, which draws the 275 × 275 PNG and saves it.
 */
export function AvatarCropperDialog({ cropper, state, source }: AvatarCropperDialogProps) {
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const pixels = useRef<CropPixels | null>(null);
  const hintId = useId();
  const zoomId = useId();
  const ready = state.phase === "ready" || state.phase === "saving";
  const busy = state.phase === "saving";

  const save = () => {
    const url = source;
    const area = pixels.current;
    if (!url || !area) return;
    void cropper.save(() => renderCrop(url, area, state.rotation));
  };

  return (
    <ModalDialog
      title={TEXTS.dialogTitle}
      isOpen={isCropperOpen(state)}
      onOpenChange={(open) => {
        if (!open) cropper.cancel();
      }}
      isDismissable={!busy}
      size="md"
      footer={
        <>
          <Button variant="secondary" onPress={() => cropper.cancel()} isDisabled={busy}>
            {TEXTS.cancel}
          </Button>
          <Button onPress={save} isPending={busy} isDisabled={!busy && !canSavePhoto(state)}>
            {busy ? TEXTS.saving : TEXTS.save}
          </Button>
        </>
      }
    >
      <p id={hintId} className="avatar-cropper__hint">
        {TEXTS.dialogHint}
      </p>
      <div className="avatar-cropper__stage" aria-busy={!ready}>
        {source && ready ? (
          <Cropper
            image={source}
            crop={position}
            zoom={magnification(state.zoom)}
            minZoom={1}
            maxZoom={magnification(CROPPER.zoomMax)}
            rotation={state.rotation}
            aspect={1}
            cropShape={CROPPER.roundCrop ? "round" : "rect"}
            showGrid={false}
            onCropChange={setPosition}
            onZoomChange={(zoom) => cropper.setZoom(zoom * CROPPER.zoomMin)}
            onCropComplete={(_area: Area, areaPixels: Area) => {
              pixels.current = areaPixels;
              cropper.cropChanged(areaPixels.width, areaPixels.height);
            }}
            cropperProps={{ role: "group", "aria-label": TEXTS.cropArea, "aria-describedby": hintId }}
          />
        ) : (
          <Spinner block showLabel label={TEXTS.loading} />
        )}
      </div>
      <div className="avatar-cropper__controls">
        <div className="avatar-cropper__zoom">
          <label htmlFor={zoomId} className="avatar-cropper__label">
            {TEXTS.zoom}
          </label>
          <div className="avatar-cropper__zoom-row">
            <Button
              variant="secondary"
              size="sm"
              aria-label={TEXTS.zoomOut}
              onPress={() => cropper.zoomOut()}
              isDisabled={!ready || busy || state.zoom <= CROPPER.zoomMin}
            >
              <Minus size={16} aria-hidden="true" />
            </Button>
            <input
              id={zoomId}
              className="avatar-cropper__slider"
              type="range"
              min={CROPPER.zoomMin}
              max={CROPPER.zoomMax}
              step={CROPPER.zoomStep}
              value={state.zoom}
              aria-valuetext={percent(state.zoom)}
              disabled={!ready || busy}
              onChange={(event) => cropper.setZoom(Number(event.currentTarget.value))}
            />
            <Button
              variant="secondary"
              size="sm"
              aria-label={TEXTS.zoomIn}
              onPress={() => cropper.zoomIn()}
              isDisabled={!ready || busy || state.zoom >= CROPPER.zoomMax}
            >
              <Plus size={16} aria-hidden="true" />
            </Button>
            <output htmlFor={zoomId} className="avatar-cropper__value" aria-hidden="true">
              {percent(state.zoom)}
            </output>
          </div>
        </div>
        <div className="avatar-cropper__rotate">
          <Button variant="secondary" size="sm" onPress={() => cropper.rotate(-1)} isDisabled={!ready || busy}>
            <RotateCcw size={16} aria-hidden="true" />
            {TEXTS.rotateLeft}
          </Button>
          <Button variant="secondary" size="sm" onPress={() => cropper.rotate(1)} isDisabled={!ready || busy}>
            <RotateCw size={16} aria-hidden="true" />
            {TEXTS.rotateRight}
          </Button>
          <span className="avatar-cropper__value" aria-live="polite">
            {TEXTS.rotation(state.rotation)}
          </span>
        </div>
      </div>
      {state.error && <Alert kind="error" title={state.error} />}
    </ModalDialog>
  );
}
