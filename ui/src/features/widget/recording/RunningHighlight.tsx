import { formatDuration } from "@lectern/core/kernel/formatDuration";
import "./RunningHighlight.css";

export interface RunningHighlightProps {
  /** What is running ("Highlight running", "Highlighting"). */
  label: string;
  /** How long it has run. */
  elapsedMs: number;
  nameLabel: string;
  /** The name the user typed; empty while they typed none. */
  name: string;
  /** The name it gets when the user types none. */
  defaultName: string;
  onRename(name: string): void;
  /** Label and name side by side where there is room (the record page), else stacked (the widget). */
  layout?: "stacked" | "inline";
}

/**
 * A highlight in progress: a pulse, its running time, and its name to edit. One panel for the
 * widget's trackpad and the record page's highlight recorder toolbar.
 */
export function RunningHighlight({
  label,
  elapsedMs,
  nameLabel,
  name,
  defaultName,
  onRename,
  layout = "stacked",
}: RunningHighlightProps) {
  return (
    <div className={`running-highlight running-highlight--${layout}`}>
      <p className="running-highlight__label">
        <span className="running-highlight__pulse" aria-hidden="true" />
        {label}
        <time className="running-highlight__time">{formatDuration(elapsedMs, "padded")}</time>
      </p>
      <label className="running-highlight__name">
        <span className="running-highlight__name-label">{nameLabel}</span>
        <input
          className="running-highlight__name-input"
          type="text"
          maxLength={255}
          value={name}
          placeholder={defaultName}
          onChange={(event) => onRename(event.target.value)}
        />
      </label>
    </div>
  );
}
