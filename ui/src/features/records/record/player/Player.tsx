/**
 * Player — the record page's media player (issue 11).
 *
 * Props (PlayerProps):
 * - controller: the record page's PlaybackController (core/records/playback); the player attaches its
 *   media element to it through a ref and renders its state.
 * - kind: "video" for combined and camera streams, "audio" for audio-only recordings (a designed
 *   audio card stands in for the picture).
 * - src: the main stream's media address (its `temporary/cdn` url).
 * - cameraSrc: the camera stream's address when the recording also has one: shown as picture in
 *   picture over the video, kept in step with it (muted; the sound is the main stream's).
 * - captionsVtt: WebVTT text of the captions (core/records/transcript toWebVtt); off until the
 *   Captions button turns them on. No button without it.
 * - title: the recording's name (labels the audio card and the player region).
 *
 * Keyboard (on the whole player region, described for screen readers): Space/K play-pause, J/L
 * ∓10 s, ←/→ ∓5 s, Shift+, / Shift+. (< >) speed down/up. The focused control keeps its own keys.
 */
import type { PlaybackController, PlaybackState } from "@lectern/core/records/playback/PlaybackController";
import { playbackCommandForKey } from "@lectern/core/records/playback/playbackKeys";
import { PLAYBACK_RATES } from "@lectern/core/records/playback/playbackRates";
import { formatPlaybackTime, playbackValueText } from "@lectern/core/records/playback/playbackTime";
import { clsx } from "clsx";
import { Captions, CaptionsOff, Headphones, Pause, Play, RotateCcw, RotateCw } from "lucide-react";
import { type CSSProperties, type KeyboardEvent, useCallback, useId, useRef, useState } from "react";
import { useObservable } from "../../../../reactive/useObservable";
import { HtmlMediaAdapter } from "./HtmlMediaAdapter";
import { keyTarget } from "./keyTarget";
import { PLAYER_TEXTS } from "./playerTexts";
import { useCaptionsTrack } from "./useCaptionsTrack";
import "./Player.css";

export interface PlayerProps {
  controller: PlaybackController;
  kind: "video" | "audio";
  src: string;
  cameraSrc?: string | null;
  captionsVtt?: string | null;
  title: string;
  className?: string;
}

const SEEK_BUTTON_STEP = 10;

export function Player({ controller, kind, src, cameraSrc = null, captionsVtt = null, title, className }: PlayerProps) {
  const state = useObservable(controller.state$, controller.state);
  const { url: captionsUrl, cue, attachTrack } = useCaptionsTrack(captionsVtt);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const cameraRef = useRef<HTMLVideoElement | null>(null);
  const shortcutsId = useId();
  const hasCamera = kind === "video" && cameraSrc !== null && cameraSrc !== "";

  // Attaching the element is the only thing done on mount: the controller (made by the record page)
  // owns playback; the ref's cleanup hands the element back when it leaves the page.
  const attachMedia = useCallback(
    (element: HTMLMediaElement | null) => {
      if (element === null) return undefined;
      return controller.attach(new HtmlMediaAdapter(element, () => cameraRef.current));
    },
    [controller],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const command = playbackCommandForKey({
      key: event.key,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
      target: keyTarget(event.target),
    });
    if (command === null) return;
    event.preventDefault();
    controller.run(command);
    const after = controller.state;
    setAnnouncement(
      command.type === "togglePlay"
        ? state.playing
          ? PLAYER_TEXTS.paused
          : PLAYER_TEXTS.playing
        : command.type === "rateStep"
          ? PLAYER_TEXTS.speedAnnouncement(after.rate)
          : PLAYER_TEXTS.positionAnnouncement(formatPlaybackTime(after.currentTime)),
    );
  };

  const track = captionsUrl !== null && (
    <track ref={attachTrack} kind="captions" src={captionsUrl} srcLang="en" label={PLAYER_TEXTS.captions} />
  );

  return (
    // The player is a region of its own keys (the shortcuts work wherever focus is inside it), so it
    // listens for keys and can take focus itself.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={clsx("record-player", `record-player--${kind}`, className)}
      aria-label={`${PLAYER_TEXTS.region}: ${title}`}
      aria-describedby={shortcutsId}
      onKeyDown={onKeyDown}
      // The region takes focus so the shortcuts work before any control is focused.
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <p id={shortcutsId} className="kit-visually-hidden">
        {PLAYER_TEXTS.shortcuts}
      </p>
      <div className="record-player__stage">
        {kind === "video" ? (
          // The captions track is there when the recording has a transcript; not every one has.
          // oxlint-disable-next-line jsx-a11y/media-has-caption
          <video
            ref={attachMedia}
            className="record-player__video"
            src={src}
            preload="metadata"
            playsInline
            onClick={() => controller.togglePlay()}
          >
            {track}
          </video>
        ) : (
          <>
            {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- captions come with a transcript */}
            <audio ref={attachMedia} src={src} preload="metadata">
              {track}
            </audio>
            <AudioCard title={title} playing={state.playing} />
          </>
        )}
        {hasCamera && (
          // The camera has no sound: its captions are the main stream's.
          // oxlint-disable-next-line jsx-a11y/media-has-caption
          <video
            ref={cameraRef}
            className="record-player__camera"
            src={cameraSrc}
            preload="metadata"
            playsInline
            muted
            aria-label={PLAYER_TEXTS.camera}
          />
        )}
        {captionsOn && cue !== null && (
          <p className="record-player__cue" data-testid="player-cue">
            {cue.speaker !== null && <span className="record-player__cue-speaker">{cue.speaker}</span>}
            {cue.text}
          </p>
        )}
      </div>
      <PlayerControls
        state={state}
        controller={controller}
        hasCaptions={captionsUrl !== null}
        captionsOn={captionsOn}
        onCaptions={() => setCaptionsOn((on) => !on)}
      />
      <output className="kit-visually-hidden" aria-live="polite">
        {announcement}
      </output>
    </section>
  );
}

function AudioCard({ title, playing }: { title: string; playing: boolean }) {
  return (
    <div className={clsx("record-player__audio-card", playing && "is-playing")}>
      <span className="record-player__audio-icon" aria-hidden="true">
        <Headphones size={28} />
      </span>
      <div className="record-player__audio-text">
        <p className="record-player__audio-kind">{PLAYER_TEXTS.audioCard}</p>
        <p className="record-player__audio-title">{title}</p>
        <p className="record-player__audio-hint">{PLAYER_TEXTS.audioCardHint}</p>
      </div>
      <span className="record-player__bars" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((bar) => (
          <span key={bar} />
        ))}
      </span>
    </div>
  );
}

interface PlayerControlsProps {
  state: PlaybackState;
  controller: PlaybackController;
  hasCaptions: boolean;
  captionsOn: boolean;
  onCaptions: () => void;
}

function PlayerControls({ state, controller, hasCaptions, captionsOn, onCaptions }: PlayerControlsProps) {
  const speedId = useId();
  const max = Math.max(state.duration, state.currentTime, 0);
  return (
    <div className="record-player__controls">
      <button
        type="button"
        className="record-player__play"
        aria-label={PLAYER_TEXTS.play}
        aria-pressed={state.playing}
        aria-keyshortcuts="Space K"
        onClick={() => controller.togglePlay()}
      >
        {state.playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
      </button>
      <button
        type="button"
        className="record-player__icon-button"
        aria-label={PLAYER_TEXTS.back}
        aria-keyshortcuts="J"
        onClick={() => controller.seekBy(-SEEK_BUTTON_STEP)}
      >
        <RotateCcw size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="record-player__icon-button"
        aria-label={PLAYER_TEXTS.forward}
        aria-keyshortcuts="L"
        onClick={() => controller.seekBy(SEEK_BUTTON_STEP)}
      >
        <RotateCw size={18} aria-hidden="true" />
      </button>
      <span className="record-player__time" aria-hidden="true">
        {formatPlaybackTime(state.currentTime)} / {formatPlaybackTime(state.duration)}
      </span>
      <input
        type="range"
        className="record-player__seek"
        aria-label={PLAYER_TEXTS.seek}
        aria-valuetext={playbackValueText(state.currentTime, state.duration)}
        min={0}
        max={max}
        step="any"
        value={Math.min(state.currentTime, max)}
        onChange={(event) => controller.seekTo(Number(event.currentTarget.value))}
        style={{ "--progress": `${max > 0 ? (state.currentTime / max) * 100 : 0}%` } as CSSProperties}
      />
      <label className="record-player__speed" htmlFor={speedId}>
        <span>{PLAYER_TEXTS.speed}</span>
        <select
          id={speedId}
          value={String(state.rate)}
          aria-keyshortcuts="Shift+Comma Shift+Period"
          onChange={(event) => controller.setRate(Number(event.currentTarget.value))}
        >
          {PLAYBACK_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {PLAYER_TEXTS.speedOption(rate)}
            </option>
          ))}
        </select>
      </label>
      {hasCaptions && (
        <button
          type="button"
          className="record-player__icon-button"
          aria-label={PLAYER_TEXTS.captions}
          aria-pressed={captionsOn}
          onClick={onCaptions}
        >
          {captionsOn ? <Captions size={18} aria-hidden="true" /> : <CaptionsOff size={18} aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}
