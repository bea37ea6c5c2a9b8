import type { CaptionsPosition, LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import { shouldAutoScroll } from "@lectern/core/captions/domain/autoScroll";
import { CAPTIONS_TEXTS } from "@lectern/core/captions/domain/captionsTexts";
import { clsx } from "clsx";
import { ArrowDownToLine, ArrowUpToLine, CircleAlert, Moon } from "lucide-react";
import { useId, useLayoutEffect, useRef } from "react";
import { Switch, ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { useObservable } from "../../../reactive/useObservable";
import { CAPTIONS_UI_TEXTS } from "./captionsUiTexts";
import "./LiveCaptions.css";

export interface LiveCaptionsPanelProps {
  captions: Pick<LiveCaptions, "state$" | "state" | "setTheme" | "setPosition">;
}

/**
 * The live captions panel (spec 2 §2.5): 'Listening ...' until words arrive, settled words in
 * normal text and words still being recognised in grey, a light/dark switch, a top/bottom position
 * toggle (the panel stays pinned to that edge of the window while the widget scrolls), and
 * auto-scroll while the reader is within 30 px of the bottom. Screen readers hear each settled line
 * once, through a polite live region; the grey words are left out of it.
 */
export function LiveCaptionsPanel({ captions }: LiveCaptionsPanelProps) {
  const state = useObservable(captions.state$, captions.state);
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  const onScroll = () => {
    const view = scroller.current;
    if (view) following.current = shouldAutoScroll(view.scrollHeight, view.scrollTop, view.clientHeight);
  };

  // After every render (new words, a theme change): follow the text while the reader is at the bottom.
  useLayoutEffect(() => {
    const view = scroller.current;
    if (view && following.current) view.scrollTop = view.scrollHeight;
  });

  const hasText = state.finals.length > 0 || state.interim !== "";
  const lastFinal = state.finals.at(-1) ?? "";

  return (
    <section
      className={clsx("captions", `captions--${state.theme}`, `captions--${state.position}`)}
      aria-labelledby={titleId}
      data-status={state.status}
    >
      <header className="captions__header">
        <h2 id={titleId} className="captions__title">
          {state.status === "listening" && <span className="captions__live-dot" aria-hidden="true" />}
          {CAPTIONS_TEXTS.title}
        </h2>
        <div className="captions__controls">
          <Switch
            className="captions__switch"
            isSelected={state.theme === "dark"}
            onChange={(dark) => captions.setTheme(dark ? "dark" : "light")}
          >
            <span className="captions__switch-track" aria-hidden="true">
              <span className="captions__switch-thumb" />
            </span>
            <Moon size={14} aria-hidden="true" />
            {CAPTIONS_UI_TEXTS.darkTheme}
          </Switch>
          <ToggleButtonGroup
            className="captions__position"
            aria-label={CAPTIONS_UI_TEXTS.position}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[state.position]}
            onSelectionChange={(keys) => {
              const [position] = [...keys] as CaptionsPosition[];
              if (position) captions.setPosition(position);
            }}
          >
            <ToggleButton id="top" className="captions__position-option">
              <ArrowUpToLine size={14} aria-hidden="true" />
              {CAPTIONS_UI_TEXTS.top}
            </ToggleButton>
            <ToggleButton id="bottom" className="captions__position-option">
              <ArrowDownToLine size={14} aria-hidden="true" />
              {CAPTIONS_UI_TEXTS.bottom}
            </ToggleButton>
          </ToggleButtonGroup>
        </div>
      </header>

      {state.message && (
        <output className="captions__message">
          <CircleAlert size={18} aria-hidden="true" />
          <span>{state.message}</span>
        </output>
      )}

      {(hasText || state.status === "listening") && (
        // Focusable so keyboard users can scroll back; its updates are not announced (see the live region).
        <div
          ref={scroller}
          className="captions__text"
          role="log"
          aria-live="off"
          aria-label={CAPTIONS_UI_TEXTS.captionText}
          // A scrolling log must be reachable from the keyboard to scroll back (WCAG 2.1.1).
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onScroll={onScroll}
        >
          {hasText ? (
            <p className="captions__lines">
              {state.finals.map((line, index) => (
                <span key={index} className="captions__final">
                  {line}{" "}
                </span>
              ))}
              {state.interim && <span className="captions__interim">{state.interim}</span>}
            </p>
          ) : (
            <p className="captions__placeholder">{CAPTIONS_TEXTS.listening}</p>
          )}
        </div>
      )}

      <p className="kit-visually-hidden" aria-live="polite">
        {lastFinal}
      </p>
    </section>
  );
}
