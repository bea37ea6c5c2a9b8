import { Label, ProgressBar as AriaProgressBar } from "react-aria-components";
import "./ProgressBar.css";

export interface ProgressBarProps {
  label: string;
  value: number;
  /** @default 100 */
  max?: number;
  /** Show the percentage next to the label. @default true */
  showValue?: boolean;
}

/** A determinate progress bar with a visible label; react-aria supplies role, value and value text. */
export function ProgressBar({ label, value, max = 100, showValue = true }: ProgressBarProps) {
  return (
    <AriaProgressBar className="kit-progress" value={value} maxValue={max}>
      {({ percentage, valueText }) => (
        <>
          <div className="kit-progress__header">
            <Label className="kit-progress__label">{label}</Label>
            {showValue && <span className="kit-progress__value">{valueText}</span>}
          </div>
          <div className="kit-progress__track">
            <div className="kit-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
