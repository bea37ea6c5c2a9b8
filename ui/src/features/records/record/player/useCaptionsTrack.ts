import { useCallback, useMemo, useState } from "react";
import { type CaptionCue, captionOf } from "./captionCue";

export interface CaptionsTrack {
  /** A blob: address of the WebVTT text, for the <track> element; null without captions. */
  readonly url: string | null;
  /** The cue being spoken now (null between cues). */
  readonly cue: CaptionCue | null;
  /** Ref callback for the <track>: keeps it "hidden" (loaded, drawn by us) and follows its cues. */
  readonly attachTrack: (element: HTMLTrackElement | null) => (() => void) | undefined;
}

/**
 * One blob address at a time: a new captions text revokes the previous address. A record page shows
 * one player, so one slot is enough, and no effect is needed to clean up.
 */
let current: { readonly vtt: string; readonly url: string } | null = null;

const captionsUrl = (vtt: string | null | undefined): string | null => {
  if (vtt === null || vtt === undefined || vtt === "") return null;
  if (current?.vtt === vtt) return current.url;
  if (current !== null) URL.revokeObjectURL(current.url);
  current = { vtt, url: URL.createObjectURL(new Blob([vtt], { type: "text/vtt" })) };
  return current.url;
};

const currentCue = (track: TextTrack): CaptionCue | null => {
  const cues = Array.from(track.activeCues ?? [])
    .map(captionOf)
    .filter((cue): cue is CaptionCue => cue !== null);
  const [first] = cues;
  return first === undefined ? null : { speaker: first.speaker, text: cues.map((cue) => cue.text).join("\n") };
};

/**
 * The captions of a recording from their WebVTT text. The track stays in "hidden" mode, so the
 * browser loads it and keeps its active cues, and the player draws the cue itself: the same look
 * over a video and on the audio card (an <audio> element shows no captions of its own).
 */
export function useCaptionsTrack(vtt: string | null | undefined): CaptionsTrack {
  const [cue, setCue] = useState<CaptionCue | null>(null);
  const url = useMemo(() => captionsUrl(vtt), [vtt]);

  const attachTrack = useCallback((element: HTMLTrackElement | null) => {
    const track = element?.track;
    if (track === undefined) return undefined;
    track.mode = "hidden";
    const follow = () => setCue(currentCue(track));
    track.addEventListener("cuechange", follow);
    return () => track.removeEventListener("cuechange", follow);
  }, []);

  return { url, cue, attachTrack };
}
