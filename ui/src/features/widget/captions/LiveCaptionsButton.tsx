import { CAPTIONS_TEXTS } from "@lectern/core/captions/domain/captionsTexts";
import { Captions } from "lucide-react";
import { ToggleButton } from "react-aria-components";
import "./LiveCaptions.css";

export interface LiveCaptionsButtonProps {
  /** Spec 2 §2.5: shown only when the session is started and the user has captions enabled. */
  isAllowed: boolean;
  /** Captions are on (the panel is open). */
  isOn: boolean;
  onChange: (on: boolean) => void;
}

/** The 'Live Captions' toggle (aria-pressed follows whether captions are on). */
export function LiveCaptionsButton({ isAllowed, isOn, onChange }: LiveCaptionsButtonProps) {
  if (!isAllowed) return null;
  return (
    <ToggleButton className="captions-button" isSelected={isOn} onChange={onChange}>
      <Captions size={18} aria-hidden="true" />
      {CAPTIONS_TEXTS.title}
    </ToggleButton>
  );
}
