import type { PlaybackController } from "@lectern/core/records/playback/PlaybackController";
import type { HighlightedRecord } from "@lectern/core/records/record/highlightRecorder/HighlightRecorder";
import { HighlightRecorders } from "@lectern/core/records/record/highlightRecorder/HighlightRecorders";
import {
  HIGHLIGHT_RECORDER_TIMINGS,
  recorderHighlightName,
  runningSeconds,
} from "@lectern/core/records/record/highlightRecorder/highlightRecorderMachine";
import { Flag, Highlighter, History, Square, X } from "lucide-react";
import { useMemo, useRef } from "react";
import { Button } from "../../../../kit";
import { useObservable } from "../../../../reactive/useObservable";
import { useService } from "../../../../reactive/useService";
import { RunningHighlight } from "../../../widget/recording/RunningHighlight";
import { HIGHLIGHT_TOOLBAR_TEXTS as TEXTS } from "./highlightToolbarTexts";
import "./HighlightToolbar.css";

export interface HighlightToolbarProps {
  record: HighlightedRecord;
  controller: PlaybackController;
}

/**
 * Spec 3 §2, §4 "Highlight recorder toolbar", under the owner's player: renders the core recorder's
 * state (HighlightRecorder) and sends it the presses; the player's clock gives the times.
 */
export function HighlightToolbar({ record, controller }: HighlightToolbarProps) {
  const recorders = useService(HighlightRecorders);
  const recorder = useMemo(
    () => recorders.forRecord(record, controller),
    // One recorder per record and playback clock, whatever object the record arrives in.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [recorders, controller, record.id, record.startedAt, record.duration],
  );
  const state = useObservable(recorder.state$, recorder.state);
  const playback = useObservable(controller.state$, controller.state);
  const buttons = useRef<HTMLDivElement>(null);
  const { running } = state;
  const announcement = <output className="kit-visually-hidden">{TEXTS.announce(state.notice)}</output>;

  if (!state.visible) {
    return (
      <div className="highlight-toolbar highlight-toolbar--closed">
        <Button variant="secondary" size="sm" onPress={() => recorder.open()}>
          <Highlighter size={16} aria-hidden="true" />
          {TEXTS.show}
        </Button>
        {announcement}
      </div>
    );
  }
  return (
    <section className="highlight-toolbar" aria-label={TEXTS.region}>
      <div className="highlight-toolbar__buttons" ref={buttons}>
        {running === null && (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              recorder.rewind();
              // The rewind button gives way to Stop highlight: focus goes there, not to the page.
              buttons.current?.querySelector<HTMLButtonElement>(".highlight-toolbar__start-stop")?.focus();
            }}
          >
            <History size={16} aria-hidden="true" />
            {TEXTS.rewind(HIGHLIGHT_RECORDER_TIMINGS.rewindSeconds)}
          </Button>
        )}
        <Button
          className="highlight-toolbar__start-stop"
          variant={running ? "danger" : "primary"}
          size="sm"
          onPress={() => (running ? recorder.stop() : recorder.start())}
        >
          {running ? <Square size={16} aria-hidden="true" /> : <Highlighter size={16} aria-hidden="true" />}
          {running ? TEXTS.stop : TEXTS.start}
        </Button>
        <Button variant="secondary" size="sm" onPress={() => recorder.flag()}>
          <Flag size={16} aria-hidden="true" />
          {TEXTS.flag}
        </Button>
        <Button variant="ghost" size="sm" className="highlight-toolbar__close" onPress={() => recorder.close()}>
          <X size={16} aria-hidden="true" />
          {TEXTS.close}
        </Button>
      </div>
      {running !== null && (
        <RunningHighlight
          layout="inline"
          label={TEXTS.running}
          elapsedMs={runningSeconds(running, playback.currentTime) * 1000}
          nameLabel={TEXTS.nameLabel}
          name={running.editedName ?? ""}
          defaultName={recorderHighlightName(playback.currentTime)}
          onRename={(name) => recorder.rename(name)}
        />
      )}
      {state.saving > 0 && <p className="highlight-toolbar__status">{TEXTS.saving}</p>}
      {state.problem !== null && <p className="highlight-toolbar__problem">{state.problem}</p>}
      {announcement}
    </section>
  );
}
