import type { Trackpad, TrackpadView } from "@lectern/core/highlights/application/Trackpad";
import { defaultHighlightName } from "@lectern/core/highlights/domain/highlightName";
import { Flag, History, Highlighter, Square } from "lucide-react";
import { HIGHLIGHT_UI_TEXTS } from "./highlightTexts";
import { RunningHighlight } from "./RunningHighlight";
import { TrackpadButton } from "./TrackpadButton";
import "./TrackpadControls.css";

export interface TrackpadControlsProps {
  trackpad: Pick<Trackpad, "trackback" | "highlight" | "flag" | "nameOpen">;
  view: TrackpadView;
  /** Now, on the recording's clock (start + elapsed), for the running highlight's timer. */
  now: number;
}

/**
 * Spec 2 §2.3 trackpad: Trackback, Highlight (start/stop with a running timer) and Flag, each with
 * its keyboard shortcut shown and exposed as aria-keyshortcuts. Locked with the reason in words.
 */
export function TrackpadControls({ trackpad, view, now }: TrackpadControlsProps) {
  const locked = view.lock !== null || view.session === null;
  const { settings, open } = view;
  const seconds = (ms: number) => Math.round(ms / 1000);
  return (
    <section className="trackpad" aria-labelledby="trackpad-title">
      <h3 id="trackpad-title" className="kit-visually-hidden">
        {HIGHLIGHT_UI_TEXTS.trackpad}
      </h3>
      <div className="trackpad__buttons">
        <TrackpadButton action="trackback" onPress={() => trackpad.trackback()} isDisabled={locked}>
          <History size={20} aria-hidden="true" />
          <span>{HIGHLIGHT_UI_TEXTS.trackback}</span>
        </TrackpadButton>
        <TrackpadButton
          action="highlight"
          variant={open ? "danger" : "primary"}
          onPress={() => trackpad.highlight()}
          isDisabled={locked}
        >
          {open ? <Square size={20} aria-hidden="true" /> : <Highlighter size={20} aria-hidden="true" />}
          <span>{open ? HIGHLIGHT_UI_TEXTS.highlightStop : HIGHLIGHT_UI_TEXTS.highlightStart}</span>
        </TrackpadButton>
        <TrackpadButton action="flag" onPress={() => trackpad.flag()} isDisabled={locked}>
          <Flag size={20} aria-hidden="true" />
          <span>{HIGHLIGHT_UI_TEXTS.flag}</span>
        </TrackpadButton>
      </div>
      <p className="kit-visually-hidden" id="trackpad-trackback-hint">
        {HIGHLIGHT_UI_TEXTS.trackbackHint(seconds(settings.backtrackBackwardMs))}
      </p>
      <p className="kit-visually-hidden" id="trackpad-highlight-hint">
        {open ? HIGHLIGHT_UI_TEXTS.highlightStopHint : HIGHLIGHT_UI_TEXTS.highlightHint}
      </p>
      <p className="kit-visually-hidden" id="trackpad-flag-hint">
        {HIGHLIGHT_UI_TEXTS.flagHint(seconds(settings.flagBackwardMs), seconds(settings.flagForwardMs))}
      </p>
      {open && (
        <RunningHighlight
          label={HIGHLIGHT_UI_TEXTS.running(open.type)}
          elapsedMs={now - open.startedAt}
          nameLabel={HIGHLIGHT_UI_TEXTS.runningName}
          name={open.editedName ?? ""}
          defaultName={defaultHighlightName(now, view.session?.startedAt ?? now)}
          onRename={(name) => trackpad.nameOpen(name)}
        />
      )}
      {view.lock && <p className="trackpad__locked">{HIGHLIGHT_UI_TEXTS.locked[view.lock]}</p>}
      {view.problem && (
        <p className="trackpad__problem" role="alert">
          {view.problem}
        </p>
      )}
    </section>
  );
}
