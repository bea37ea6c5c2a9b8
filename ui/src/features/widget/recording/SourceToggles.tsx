import type { MediaSource } from "@lectern/core/ports/MediaPort";
import { Camera, CameraOff, Mic, MicOff, MonitorOff, MonitorUp, Video } from "lucide-react";
import { useState } from "react";
import { Button, ToggleButton } from "react-aria-components";
import { CAMERA_TEXTS } from "../launcher/cameraTexts";
import { CameraPreviewModal } from "./CameraPreviewModal";
import "./SourceToggles.css";

export interface SourceTogglesProps {
  sources: Readonly<Partial<Record<MediaSource, boolean>>>;
  onToggle: (source: MediaSource, on: boolean) => void;
  isDisabled?: boolean;
}

const SOURCES: readonly { source: MediaSource; label: string; on: typeof Mic; off: typeof Mic }[] = [
  { source: "microphone", label: "Microphone", on: Mic, off: MicOff },
  { source: "screen", label: "Screen", on: MonitorUp, off: MonitorOff },
  { source: "camera", label: "Camera", on: Camera, off: CameraOff },
];

/**
 * Spec 2 §2.3, §5: the microphone, screen and camera toggles. A source the recording does not have
 * (the screen and camera of an audio-only recording) is shown disabled. The camera preview opens
 * only while the camera is on: a switched-off camera has nothing to show.
 */
export function SourceToggles({ sources, onToggle, isDisabled }: SourceTogglesProps) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const cameraOn = sources.camera === true;
  return (
    <fieldset className="source-toggles">
      <legend className="kit-visually-hidden">Recording sources</legend>
      {SOURCES.map(({ source, label, on, off }) => {
        const state = sources[source];
        const Icon = state === false ? off : on;
        return (
          <ToggleButton
            key={source}
            className="source-toggles__button"
            isSelected={state === true}
            isDisabled={isDisabled || state === undefined}
            onChange={(selected) => onToggle(source, selected)}
          >
            <Icon size={16} aria-hidden="true" />
            <span>{label}</span>
          </ToggleButton>
        );
      })}
      <Button
        className="source-toggles__button source-toggles__preview"
        isDisabled={isDisabled || !cameraOn}
        onPress={() => setPreviewOpen(true)}
      >
        <Video size={16} aria-hidden="true" />
        <span>{CAMERA_TEXTS.previewButton}</span>
      </Button>
      {previewOpen && cameraOn && <CameraPreviewModal onClose={() => setPreviewOpen(false)} />}
    </fieldset>
  );
}
