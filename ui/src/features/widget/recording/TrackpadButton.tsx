import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "../../../kit";
import { TRACKPAD_SHORTCUTS, type TrackpadAction } from "./trackpadShortcuts";

export interface TrackpadButtonProps {
  action: TrackpadAction;
  variant?: ButtonVariant;
  onPress: () => void;
  isDisabled: boolean;
  /** The icon and the label. */
  children: ReactNode;
}

/**
 * One trackpad control: its shortcut shown on the button and exposed as aria-keyshortcuts, and its
 * hint (a visually hidden paragraph `trackpad-{action}-hint` in TrackpadControls) as the description.
 */
export function TrackpadButton({ action, variant = "secondary", onPress, isDisabled, children }: TrackpadButtonProps) {
  const { keys } = TRACKPAD_SHORTCUTS[action];
  return (
    <Button
      variant={variant}
      className="trackpad__button"
      onPress={onPress}
      isDisabled={isDisabled}
      keyShortcuts={keys}
      aria-describedby={`trackpad-${action}-hint`}
    >
      {children}
      <kbd className="trackpad__key">{keys}</kbd>
    </Button>
  );
}
