import type { AvatarCropper } from "@lectern/core/profile/application/AvatarCropper";
import type { PersonalDetailsState } from "@lectern/core/profile/application/PersonalDetails";
import type { PersonalDetails } from "@lectern/core/profile/application/PersonalDetails";
import { fullName, initials } from "@lectern/core/auth/domain/User";
import { Camera, CircleCheck, Trash2 } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Alert, Avatar, Button } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { PERSONAL_TEXTS as TEXTS } from "../personal/personalTexts";
import { useOnChange } from "../personal/useOnChange";
import { AvatarCropperDialog } from "./AvatarCropperDialog";
import { probeImage } from "./renderCrop";
import "./AvatarBlock.css";

export interface AvatarBlockProps {
  details: PersonalDetails;
  cropper: AvatarCropper;
  state: PersonalDetailsState;
}

/**
 * The photo, or the initials (spec 3 §3), with 'Change photo' — a real file input behind a visible
 * label that looks like a button — which opens the cropper, and 'Remove photo'. A refused file says
 * why here (type, size, 'The File could not be loaded.').
 */
export function AvatarBlock({ details, cropper, state }: AvatarBlockProps) {
  const crop = useObservable(cropper.state$, cropper.state);
  const [source, setSource] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const name = fullName({ firstName: state.saved.firstName, lastName: state.saved.lastName });

  // The object URL lives as long as it is shown; leaving the page also closes the cropper.
  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);
  useEffect(() => () => cropper.cancel(), [cropper]);

  // 'Remove photo' leaves with the photo, and the cropper's closing may find no opener to return to:
  // the keyboard focus goes to 'Change photo' rather than to the page's body.
  const input = useRef<HTMLInputElement>(null);
  useOnChange(state.photoAnnouncement?.id, (id) => {
    if (id === undefined) return;
    const active = document.activeElement;
    if (active === null || active === document.body) input.current?.focus();
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that picking the same file again is a change too.
    event.currentTarget.value = "";
    if (!file) return;
    cropper.choose({ name: file.name, type: file.type, size: file.size });
    if (cropper.state.phase !== "loading") return;
    const url = URL.createObjectURL(file);
    latest.current = url;
    setSource(url);
    probeImage(url).then(
      ({ width, height }) => latest.current === url && cropper.imageLoaded(width, height),
      () => latest.current === url && cropper.imageFailed(),
    );
  };

  return (
    <section className="personal-card avatar-block" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="personal-card__heading">
        {TEXTS.photoHeading}
      </h2>
      <div className="avatar-block__picture">
        <Avatar src={state.avatarUrl ?? undefined} name={name || state.email} initials={initials(name)} size={120} />
      </div>
      <p id={hintId} className="avatar-block__hint">
        {TEXTS.photoHint}
      </p>
      <div className="avatar-block__actions">
        <input
          ref={input}
          id={inputId}
          className="kit-visually-hidden avatar-block__input"
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          disabled={state.avatarSaving}
          onChange={choose}
        />
        <label htmlFor={inputId} className="kit-button kit-button--secondary kit-button--md avatar-block__choose">
          <Camera size={18} aria-hidden="true" />
          {TEXTS.changePhoto}
        </label>
        {state.avatarUrl && (
          <Button variant="ghost" onPress={() => void details.removeAvatar()} isPending={state.avatarSaving}>
            <Trash2 size={18} aria-hidden="true" />
            {TEXTS.removePhoto}
          </Button>
        )}
      </div>
      {/* Present from the start, so a saved or removed photo is read out when it happens. */}
      <output className="avatar-block__status">
        {state.photoAnnouncement && !state.avatarSaving && (
          <>
            <CircleCheck size={16} aria-hidden="true" />
            {state.photoAnnouncement.text}
          </>
        )}
      </output>
      {crop.phase === "closed" && crop.error && (
        <Alert kind="error" title={crop.error}>
          <Button variant="link" size="sm" onPress={() => cropper.dismissError()}>
            Dismiss
          </Button>
        </Alert>
      )}
      <AvatarCropperDialog cropper={cropper} state={crop} source={source} />
    </section>
  );
}
