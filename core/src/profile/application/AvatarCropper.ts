import type { Observable } from "rxjs";
import { Store } from "../../kernel/Store";
import {
  type AvatarCropEvent,
  type AvatarCropState,
  CLOSED_CROP,
  type ChosenFile,
  avatarCropReducer,
  canSavePhoto,
} from "../domain/avatarCrop";
import { PROFILE_TEXTS } from "../domain/profileTexts";
import type { PersonalDetails } from "./PersonalDetails";

/**
 * The avatar cropper dialog (spec 3 §5, §9): which file, loading, zoom and rotation, and saving the
 * photo through PersonalDetails. The view decodes the image and draws the 275 × 275 output (canvas
 * is the browser's); every rule it follows is the pure avatarCropReducer's.
 */
export class AvatarCropper {
  readonly #store = new Store<AvatarCropState>(CLOSED_CROP);
  readonly state$: Observable<AvatarCropState> = this.#store.state$;

  constructor(private readonly details: Pick<PersonalDetails, "saveAvatar">) {}

  get state(): AvatarCropState {
    return this.#store.value;
  }

  /** A file was picked: refused at once when it is not an image or too big, else the dialog opens. */
  choose(file: ChosenFile): void {
    this.#dispatch({ type: "fileChosen", file });
  }

  imageLoaded(width: number, height: number): void {
    this.#dispatch({ type: "imageLoaded", width, height });
  }

  /** The browser could not decode the file: 'The File could not be loaded.' (spec 3 §5). */
  imageFailed(): void {
    this.#dispatch({ type: "imageFailed" });
  }

  setZoom(zoom: number): void {
    this.#dispatch({ type: "zoomSet", zoom });
  }

  zoomIn(): void {
    this.#dispatch({ type: "zoomStepped", direction: 1 });
  }

  zoomOut(): void {
    this.#dispatch({ type: "zoomStepped", direction: -1 });
  }

  /** +1 turns a quarter clockwise, -1 anticlockwise. */
  rotate(quarterTurns: 1 | -1): void {
    this.#dispatch({ type: "rotated", quarterTurns });
  }

  /** The cropper's crop, in image pixels. */
  cropChanged(width: number, height: number): void {
    this.#dispatch({ type: "cropChanged", width, height });
  }

  cancel(): void {
    this.#dispatch({ type: "cancelled" });
  }

  /** Clears the message of a refused file. */
  dismissError(): void {
    if (this.#store.value.phase === "closed" && this.#store.value.error) this.#store.set(CLOSED_CROP);
  }

  /**
   * 'Save photo': `render` draws the crop (the view's canvas) into a data URL, which is saved as the
   * avatar; the dialog closes when the server took it and shows the reason otherwise.
   */
  async save(render: () => Promise<string>): Promise<void> {
    if (!canSavePhoto(this.#store.value)) return;
    this.#dispatch({ type: "saveStarted" });
    let message: string | null;
    try {
      message = await this.details.saveAvatar(await render());
    } catch {
      // A crop the browser could not draw (a canvas refused) reads as the file not loading.
      message = PROFILE_TEXTS.fileNotLoaded;
    }
    this.#dispatch(message === null ? { type: "saved" } : { type: "saveFailed", message });
  }

  #dispatch(event: AvatarCropEvent): void {
    this.#store.set(avatarCropReducer(this.#store.value, event));
  }
}
