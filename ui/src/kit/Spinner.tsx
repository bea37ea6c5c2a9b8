import { clsx } from "clsx";
import { SpinnerGlyph } from "./SpinnerGlyph";
import "./Spinner.css";

export interface SpinnerProps {
  /** What is loading; read by screen readers, and shown when `showLabel`. */
  label?: string;
  /** Show the label under the glyph (page-level loading) instead of only to screen readers. */
  showLabel?: boolean;
  /** Centre in a tall block, for a page or panel that has nothing else to show yet. */
  block?: boolean;
  size?: number;
}

/** A loading indicator that is announced politely (<output> has the status role). */
export function Spinner({ label = "Loading", showLabel = false, block = false, size = 24 }: SpinnerProps) {
  return (
    <output aria-live="polite" className={clsx("kit-spinner", block && "kit-spinner--block")}>
      <SpinnerGlyph size={size} />
      <span className={showLabel ? "kit-spinner__label" : "kit-visually-hidden"}>{label}</span>
    </output>
  );
}
