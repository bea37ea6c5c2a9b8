/**
 * Waveform — the recording's waveform with its highlights, under the player (issue 11).
 *
 * Props (WaveformProps):
 * - controller: the record page's PlaybackController: the progress cursor follows its currentTime,
 *   a click on the waveform seeks it.
 * - peaks: the stream's waveform in the audiowaveform JSON format (GET streams/{id}/waveform);
 *   null while processing (a designed pending state shows).
 * - duration: seconds the waveform covers (the session's duration); defaults to what the peaks say.
 * - highlights: the highlights drawn on it, each labelled with its shown name.
 *
 * wavesurfer.js is drawn from the server's precomputed peaks: it is given `peaks` and `duration`
 * and a media element of its own that never gets a source, so nothing is fetched or decoded on the
 * page; the controller owns playback. wavesurfer is imported here on first use, so only the record
 * page loads it. The canvas is a picture (role=img); the keyboard seeks with the player's slider.
 */
import type { HighlightClip } from "@lectern/core/records/playback/HighlightClip";
import { highlightClipName } from "@lectern/core/records/playback/HighlightClip";
import type { PlaybackController } from "@lectern/core/records/playback/PlaybackController";
import {
  type AudiowaveformData,
  waveformChannels,
  waveformDuration,
} from "@lectern/core/records/playback/waveformPeaks";
import { clsx } from "clsx";
import { useEffect, useMemo, useRef, useState } from "react";
import { distinctUntilChanged, map } from "rxjs";
import type WaveSurfer from "wavesurfer.js";
import { WAVEFORM_TEXTS } from "./playerTexts";
import "./Waveform.css";

export interface WaveformProps {
  controller: PlaybackController;
  peaks: AudiowaveformData | null;
  duration?: number | null;
  highlights?: readonly HighlightClip[];
  /** Pixels. @default 72 */
  height?: number;
  className?: string;
}

type DrawState = "drawing" | "ready" | "failed";

interface HighlightMark {
  readonly clip: HighlightClip;
  /** Percent of the waveform's width. */
  readonly left: number;
  readonly width: number;
  /** Room for the label: up to the next highlight's start or the waveform's end. */
  readonly room: number;
}

/** Where each highlight lies on the waveform, its label kept short of the next one. */
const highlightMarks = (highlights: readonly HighlightClip[], span: number): HighlightMark[] => {
  if (!(span > 0)) return [];
  const percent = (seconds: number) => (Math.min(Math.max(seconds, 0), span) / span) * 100;
  const sorted = [...highlights].sort((a, b) => a.start - b.start);
  return sorted.map((clip, index) => {
    const left = percent(clip.start);
    const right = clip.duration === null ? left : percent(clip.start + clip.duration);
    const next = sorted[index + 1];
    return { clip, left, width: right - left, room: (next === undefined ? 100 : percent(next.start)) - left };
  });
};

/** Colours from the theme (canvas cannot read CSS variables). */
const COLOURS = { wave: "#c3c6d1", progress: "#3ace8b", cursor: "#17673f" } as const;

export function Waveform({
  controller,
  peaks,
  duration = null,
  highlights = [],
  height = 72,
  className,
}: WaveformProps) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const surferRef = useRef<WaveSurfer | null>(null);
  const [drawState, setDrawState] = useState<DrawState>("drawing");
  const span = duration !== null && duration > 0 ? duration : peaks !== null ? waveformDuration(peaks) : 0;
  const channels = useMemo(() => (peaks === null ? null : waveformChannels(peaks)), [peaks]);
  const marks = useMemo(() => highlightMarks(highlights, span), [highlights, span]);

  // A DOM widget, like a canvas chart: made for these peaks, destroyed with them.
  useEffect(() => {
    const container = containerRef.current;
    if (container === null || channels === null || !(span > 0)) return undefined;
    let surfer: WaveSurfer | null = null;
    let cancelled = false;
    setDrawState("drawing");
    import("wavesurfer.js")
      .then(({ default: WaveSurferClass }) => {
        if (cancelled) return;
        surfer = WaveSurferClass.create({
          container,
          // Never given a source: wavesurfer draws, the page's player plays.
          media: document.createElement("audio"),
          peaks: channels,
          duration: span,
          height,
          waveColor: COLOURS.wave,
          progressColor: COLOURS.progress,
          cursorColor: COLOURS.cursor,
          cursorWidth: 2,
          barWidth: 2,
          barGap: 1,
          barRadius: 2,
          normalize: true,
          interact: true,
          dragToSeek: false,
          autoScroll: false,
        });
        surfer.on("interaction", (time) => controller.seekTo(time));
        surfer.on("redrawcomplete", () => setDrawState("ready"));
        surfer.on("error", () => setDrawState("failed"));
        surfer.on("ready", () => surfer?.setTime(controller.state.currentTime));
        surferRef.current = surfer;
      })
      .catch(() => {
        if (!cancelled) setDrawState("failed");
      });
    return () => {
      cancelled = true;
      surferRef.current = null;
      surfer?.destroy();
    };
  }, [channels, span, height, controller]);

  // The cursor follows the controller (wavesurfer only draws it: its own media has no source).
  useEffect(() => {
    const subscription = controller.state$
      .pipe(
        map((state) => state.currentTime),
        distinctUntilChanged(),
      )
      .subscribe((time) => surferRef.current?.setTime(time));
    return () => subscription.unsubscribe();
  }, [controller]);

  if (peaks === null) {
    return (
      <div className={clsx("record-waveform", "record-waveform--pending", className)} style={{ minHeight: height }}>
        <p>{WAVEFORM_TEXTS.pending}</p>
      </div>
    );
  }

  return (
    <div
      className={clsx("record-waveform", className)}
      // A picture made of a canvas and labels: one image for assistive technology.
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="img"
      aria-label={WAVEFORM_TEXTS.label(highlights.length)}
      data-state={drawState}
      style={{ minHeight: height }}
    >
      <div ref={containerRef} className="record-waveform__canvas" aria-hidden="true" />
      {drawState === "drawing" && <div className="record-waveform__skeleton" aria-hidden="true" />}
      {drawState === "failed" && <p className="record-waveform__failed">{WAVEFORM_TEXTS.failed}</p>}
      {span > 0 && (
        <div className="record-waveform__highlights" aria-hidden="true">
          {marks.map((mark) => (
            <span
              key={mark.clip.id}
              className={clsx(
                "record-waveform__highlight",
                `is-${mark.clip.type}`,
                mark.clip.duration === null && "is-open",
              )}
              style={{ left: `${mark.left}%`, width: `${mark.width}%` }}
              data-highlight-id={mark.clip.id}
            />
          ))}
          {marks.map((mark) => (
            <span
              key={mark.clip.id}
              className="record-waveform__label"
              style={{ left: `${mark.left}%`, maxWidth: `min(160px, max(24px, calc(${mark.room}% - 4px)))` }}
            >
              {highlightClipName(mark.clip)}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
