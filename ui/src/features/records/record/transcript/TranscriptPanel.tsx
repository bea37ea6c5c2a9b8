import type { Transcript } from "@lectern/core/records/transcript/Transcript";
import { clsx } from "clsx";
import { FileX2 } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "../../../../kit/EmptyState";
import { Skeleton } from "../../../../kit/Skeleton";
import { TranscriptReader } from "./TranscriptReader";
import type { SaveTranscriptFile } from "./TranscriptExportMenu";
import { TRANSCRIPT_TEXTS } from "./transcriptTexts";
import { saveTextFile } from "./saveTextFile";
import "./TranscriptPanel.css";

/** What the record page knows about the transcript. */
export type TranscriptPanelState =
  | { readonly kind: "loading" }
  /** There is no transcript; `reason` is the server's `error` (spec 3 §3), shown to the user. */
  | { readonly kind: "none"; readonly reason: string }
  | { readonly kind: "ready"; readonly transcript: Transcript };

export interface TranscriptPanelProps {
  readonly state: TranscriptPanelState;
  /** The player's time, seconds from the session's start; update it as playback moves. */
  readonly currentTime: number;
  /** The reader chose a sentence: play from `seconds`. */
  readonly onSeek: (seconds: number) => void;
  /** Exports are named after the session. */
  readonly sessionName: string;
  /** Reading emphasis (spec 3 §2) on the sentences, and its switch. */
  readonly emphasis?: boolean;
  readonly onEmphasisChange?: (on: boolean) => void;
  /** Saves an export; the browser's download by default. */
  readonly saveFile?: SaveTranscriptFile;
  /** Issue 21: the owner's caption import, offered where there is no transcript. */
  readonly importer?: ReactNode;
  readonly className?: string;
}

const LOADING_ROWS = [92, 76, 84, 60, 88, 70];

/**
 * The transcript of a record (issue 11): speakers, sentences with times, the current sentence
 * followed during playback, click/Enter to play from a sentence, search, and export. Props in,
 * callbacks out: the record page feeds it the player's time and hands seeks to the player.
 */
export function TranscriptPanel({
  state,
  currentTime,
  onSeek,
  sessionName,
  emphasis = false,
  onEmphasisChange,
  saveFile = saveTextFile,
  importer,
  className,
}: TranscriptPanelProps) {
  return (
    <section className={clsx("transcript", className)} aria-label={TRANSCRIPT_TEXTS.regionLabel}>
      {state.kind === "loading" && (
        <div className="transcript__loading" aria-busy="true">
          <output aria-live="polite" className="transcript__loading-text">
            {TRANSCRIPT_TEXTS.loading}
          </output>
          {LOADING_ROWS.map((width, row) => (
            <div key={row} className="transcript__loading-row">
              <Skeleton width={44} height={14} />
              <Skeleton width={`${width}%`} height={14} />
            </div>
          ))}
        </div>
      )}
      {state.kind === "none" && (
        <EmptyState icon={<FileX2 size={28} />} title={TRANSCRIPT_TEXTS.noneTitle} headingLevel={3} action={importer}>
          <p>{state.reason}</p>
        </EmptyState>
      )}
      {state.kind === "ready" && (
        <TranscriptReader
          transcript={state.transcript}
          currentTime={currentTime}
          onSeek={onSeek}
          sessionName={sessionName}
          saveFile={saveFile}
          emphasis={emphasis}
          onEmphasisChange={onEmphasisChange}
        />
      )}
    </section>
  );
}
