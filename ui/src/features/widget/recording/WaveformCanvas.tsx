import type { Highlight } from "@lectern/core/highlights/domain/Highlight";
import type { OpenHighlight } from "@lectern/core/highlights/domain/trackpadMachine";
import { type AudioLevels, LEVEL_HISTORY, WAVEFORM_REDRAW_MS } from "@lectern/core/recording/application/audioLevels";
import { useEffect, useRef } from "react";
import type { Observable } from "rxjs";
import { useObservable } from "../../../reactive/useObservable";
import "./WaveformCanvas.css";

export interface WaveformCanvasProps {
  /** The microphone's levels; only this canvas (and the meter) re-render with them. */
  levels$: Observable<AudioLevels>;
  highlights: readonly Highlight[];
  open: OpenHighlight | null;
}

const WINDOW_MS = LEVEL_HISTORY * WAVEFORM_REDRAW_MS;
const COLORS = {
  bar: "#3ace8b",
  barQuiet: "#b8c0cc",
  highlight: "rgb(255 204 102 / 0.45)",
  flag: "rgb(209 65 76 / 0.25)",
};

/**
 * Spec 2 §2.3, §9: the microphone's last 30 s as bars, redrawn on each new level (every 100 ms),
 * with the highlights inside that window painted behind them.
 */
export function WaveformCanvas({ levels$, highlights, open }: WaveformCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const levels = useObservable(levels$, null);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context || !levels) return;
    const ratio = window.devicePixelRatio || 1;
    const width = element.clientWidth * ratio;
    const height = element.clientHeight * ratio;
    if (element.width !== width) element.width = width;
    if (element.height !== height) element.height = height;
    context.clearRect(0, 0, width, height);

    const xOf = (at: number) => width - ((levels.at - at) / WINDOW_MS) * width;
    const spans = [
      ...highlights.map((highlight) => ({
        from: highlight.startedAt,
        to: highlight.endedAt ?? levels.at,
        flag: highlight.type === "poi",
      })),
      ...(open ? [{ from: open.startedAt, to: levels.at, flag: false }] : []),
    ];
    for (const span of spans) {
      const from = Math.max(0, xOf(span.from));
      const to = Math.min(width, xOf(span.to));
      if (to <= 0 || from >= width) continue;
      context.fillStyle = span.flag ? COLORS.flag : COLORS.highlight;
      context.fillRect(from, 0, Math.max(2 * ratio, to - from), height);
    }

    const barWidth = width / LEVEL_HISTORY;
    const offset = LEVEL_HISTORY - levels.history.length;
    levels.history.forEach((level, index) => {
      // Speech sits around 0.02–0.2 RMS: a square root spreads it over the height.
      const barHeight = Math.max(ratio, Math.sqrt(level) * height * 0.95);
      context.fillStyle = level > 0.01 ? COLORS.bar : COLORS.barQuiet;
      context.fillRect(
        (offset + index) * barWidth,
        (height - barHeight) / 2,
        Math.max(ratio, barWidth * 0.7),
        barHeight,
      );
    });
  }, [levels, highlights, open]);

  return (
    <canvas
      ref={canvas}
      className="waveform"
      // A picture of what the input level meter and the playlist already say in words.
      aria-hidden="true"
    />
  );
}
