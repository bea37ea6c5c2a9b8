import type { PlaybackController } from "@lectern/core/records/playback/PlaybackController";
import type { ReadyRecord } from "@lectern/core/records/record/recordPageReducer";
import { toWebVtt } from "@lectern/core/records/transcript/toWebVtt";
import { useMemo } from "react";
import { ProgressBar, Skeleton } from "../../../kit";
import { highlightableRecord } from "@lectern/core/records/record/highlightRecorder/HighlightRecorders";
import { HighlightToolbar } from "./player/HighlightToolbar";
import { Player } from "./player/Player";
import { Waveform } from "./player/Waveform";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";

export interface RecordMediaProps {
  state: ReadyRecord;
  controller: PlaybackController;
}

/** Announced in steps, so a screen reader hears the progress without a word per percent. */
const ANNOUNCE_STEP = 25;

/** The main column: 'Processing… N%' while the recording is prepared, then the player and waveform. */
export function RecordMedia({ state, controller }: RecordMediaProps) {
  const { record, processing, media, waveform } = state;
  const highlighted = highlightableRecord(state.access, record);
  const transcript = record.transcript;
  const captionsVtt = useMemo(() => (transcript.status === "ready" ? toWebVtt(transcript) : null), [transcript]);

  if (processing !== null) {
    return (
      <section className="record-media record-media--processing" aria-label={RECORD_PAGE_TEXTS.processingLabel}>
        <ProgressBar label={RECORD_PAGE_TEXTS.processing(processing)} value={processing} showValue={false} />
        <p className="record-media__note">{RECORD_PAGE_TEXTS.processingText}</p>
        <output className="kit-visually-hidden">
          {RECORD_PAGE_TEXTS.processing(Math.floor(processing / ANNOUNCE_STEP) * ANNOUNCE_STEP)}
        </output>
      </section>
    );
  }
  if (media === null || media.primary === null) {
    return (
      <section className="record-media" aria-busy="true" aria-label={RECORD_PAGE_TEXTS.preparingPlayer}>
        <Skeleton width="100%" height={record.type === "audio" ? 160 : 320} />
        <output className="record-media__note">{RECORD_PAGE_TEXTS.preparingPlayer}</output>
      </section>
    );
  }
  return (
    <section className="record-media" aria-label={record.name}>
      <Player
        controller={controller}
        kind={record.type === "audio" ? "audio" : "video"}
        src={media.primary}
        cameraSrc={media.camera}
        captionsVtt={captionsVtt}
        title={record.name}
      />
      {highlighted !== null && <HighlightToolbar record={highlighted} controller={controller} />}
      <Waveform controller={controller} peaks={waveform} duration={record.duration} highlights={record.highlights} />
    </section>
  );
}
