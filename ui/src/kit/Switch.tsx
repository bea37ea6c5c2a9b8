import { clsx } from "clsx";
import "./Switch.css";

export interface SwitchProps {
  /** The visible label; also the switch's accessible name. */
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly className?: string;
}

/**
 * An on/off setting that takes effect at once: a button with role="switch" (Space and Enter toggle
 * it), its label beside the track. The knob's side tells the state, not the colour alone.
 */
export function Switch({ label, checked, onChange, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={clsx("kit-switch", checked && "kit-switch--on", className)}
      onClick={() => onChange(!checked)}
    >
      <span className="kit-switch__track" aria-hidden="true">
        <span className="kit-switch__knob" />
      </span>
      <span className="kit-switch__label">{label}</span>
    </button>
  );
}
