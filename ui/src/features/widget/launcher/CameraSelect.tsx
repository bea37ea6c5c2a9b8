import { type CameraDevice, MediaPort } from "@lectern/core/ports/MediaPort";
import { useMemo } from "react";
import { catchError, defer, of } from "rxjs";
import { Select, type SelectItem } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { CAMERA_TEXTS } from "./cameraTexts";
import "./CameraSelect.css";

export interface CameraSelectProps {
  value: string | null;
  onChange: (cameraId: string | null) => void;
  isDisabled?: boolean;
}

/** The select needs a key for "no camera"; no browser device id is this string. */
const NO_CAMERA = "lectern-no-camera";

const NO_CAMERA_ITEM: SelectItem = { id: NO_CAMERA, label: CAMERA_TEXTS.none };

/** Spec 2 §2.2: the launcher's optional camera; "No camera" records none. */
export function CameraSelect({ value, onChange, isDisabled }: CameraSelectProps) {
  const media = useService<MediaPort>(MediaPort);
  // The camera is optional (spec 2 §4.2): a list that cannot be read offers "No camera" alone.
  const cameras$ = useMemo(
    () => defer(() => media.listCameras()).pipe(catchError(() => of<readonly CameraDevice[]>([]))),
    [media],
  );
  const cameras = useObservable(cameras$, []);
  const items = useMemo(
    () => [NO_CAMERA_ITEM, ...cameras.map((camera) => ({ id: camera.id, label: camera.label }))],
    [cameras],
  );
  return (
    <div className="camera-select">
      <Select
        label={CAMERA_TEXTS.label}
        items={items}
        selectedKey={value ?? NO_CAMERA}
        onSelectionChange={(id) => onChange(id === NO_CAMERA ? null : id)}
        isDisabled={isDisabled}
        name="camera"
      />
    </div>
  );
}
