import {
  CROPPER,
  type ImageFile,
  type Rotation,
  clampZoom,
  cropSizeProblem,
  imageFileProblem,
  imageSizeProblem,
  rotate,
  zoomByButton,
} from "./cropRules";
import { PROFILE_TEXTS } from "./profileTexts";

/** The file the person picked, as the cropper needs to know it (its bytes stay with the view). */
export interface ChosenFile extends ImageFile {
  readonly name: string;
}

/**
 * The avatar cropper's life: closed (maybe with the reason a file was refused), the image loading,
 * ready to crop, the photo being saved.
 */
export type AvatarCropPhase = "closed" | "loading" | "ready" | "saving";

export interface AvatarCropState {
  readonly phase: AvatarCropPhase;
  readonly file: ChosenFile | null;
  /** Zoom scale between CROPPER.zoomMin and 1 (spec 3 §5). */
  readonly zoom: number;
  readonly rotation: Rotation;
  /** The crop in image pixels, as the cropper last reported it. */
  readonly crop: { readonly width: number; readonly height: number } | null;
  /**
   * Why the last file was refused (shown beside the avatar, the dialog closed), or why the photo
   * could not be saved (shown in the dialog).
   */
  readonly error: string | null;
}

export const CLOSED_CROP: AvatarCropState = {
  phase: "closed",
  file: null,
  zoom: CROPPER.zoomMin,
  rotation: 0,
  crop: null,
  error: null,
};

export type AvatarCropEvent =
  | { readonly type: "fileChosen"; readonly file: ChosenFile }
  | { readonly type: "imageLoaded"; readonly width: number; readonly height: number }
  | { readonly type: "imageFailed" }
  | { readonly type: "zoomSet"; readonly zoom: number }
  | { readonly type: "zoomStepped"; readonly direction: 1 | -1 }
  | { readonly type: "rotated"; readonly quarterTurns: number }
  | { readonly type: "cropChanged"; readonly width: number; readonly height: number }
  | { readonly type: "saveStarted" }
  | { readonly type: "saveFailed"; readonly message: string }
  | { readonly type: "saved" }
  | { readonly type: "cancelled" };

/** Whether the cropper dialog shows. */
export const isCropperOpen = (state: AvatarCropState): boolean => state.phase !== "closed";

/** Whether Save photo may be pressed: the image is ready and the crop keeps enough of it. */
export const canSavePhoto = (state: AvatarCropState): boolean =>
  state.phase === "ready" && state.crop !== null && cropSizeProblem(state.crop.width, state.crop.height) === null;

const closedWith = (error: string | null): AvatarCropState => ({ ...CLOSED_CROP, error });

/** The cropper's rules as a pure state machine (spec 3 §5 and §9). */
export const avatarCropReducer = (state: AvatarCropState, event: AvatarCropEvent): AvatarCropState => {
  switch (event.type) {
    case "fileChosen": {
      if (state.phase === "saving") return state;
      const problem = imageFileProblem(event.file);
      return problem ? closedWith(problem) : { ...CLOSED_CROP, phase: "loading", file: event.file };
    }
    case "imageLoaded": {
      if (state.phase !== "loading") return state;
      const problem = imageSizeProblem(event.width, event.height);
      return problem ? closedWith(problem) : { ...state, phase: "ready", error: null };
    }
    case "imageFailed":
      return state.phase === "loading" || state.phase === "ready" ? closedWith(PROFILE_TEXTS.fileNotLoaded) : state;
    case "zoomSet":
      return state.phase === "ready" ? { ...state, zoom: clampZoom(event.zoom) } : state;
    case "zoomStepped":
      return state.phase === "ready" ? { ...state, zoom: zoomByButton(state.zoom, event.direction) } : state;
    case "rotated":
      return state.phase === "ready" ? { ...state, rotation: rotate(state.rotation, event.quarterTurns) } : state;
    case "cropChanged": {
      if (state.phase !== "ready") return state;
      const problem = cropSizeProblem(event.width, event.height);
      return { ...state, crop: { width: event.width, height: event.height }, error: problem };
    }
    case "saveStarted":
      return canSavePhoto(state) ? { ...state, phase: "saving", error: null } : state;
    case "saveFailed":
      return state.phase === "saving" ? { ...state, phase: "ready", error: event.message } : state;
    case "saved":
      return state.phase === "saving" ? CLOSED_CROP : state;
    case "cancelled":
      return state.phase === "saving" ? state : CLOSED_CROP;
  }
};
