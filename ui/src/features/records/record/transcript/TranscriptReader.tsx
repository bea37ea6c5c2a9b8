import { formatClock } from "@lectern/core/records/transcript/formatClock";
import { prepareSearch } from "@lectern/core/records/transcript/prepareSearch";
import { type TranscriptMatch, NO_MATCHES, searchPrepared } from "@lectern/core/records/transcript/searchTranscript";
import { currentSentence } from "@lectern/core/records/transcript/currentSentence";
import type { Transcript } from "@lectern/core/records/transcript/Transcript";
import { ArrowDownToLine } from "lucide-react";
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Button } from "../../../../kit/Button";
import { Switch } from "../../../../kit/Switch";
import { speakerColour } from "./speakerColour";
import { type SaveTranscriptFile, TranscriptExportMenu } from "./TranscriptExportMenu";
import { TranscriptList } from "./TranscriptList";
import type { RowSpeaker } from "./TranscriptRow";
import { TranscriptSearch } from "./TranscriptSearch";
import { TranscriptSpeakers } from "./TranscriptSpeakers";
import { TRANSCRIPT_TEXTS } from "./transcriptTexts";
import { useTranscriptFollow } from "./useTranscriptFollow";

export interface TranscriptReaderProps {
  readonly transcript: Transcript;
  readonly currentTime: number;
  readonly onSeek: (seconds: number) => void;
  readonly sessionName: string;
  readonly saveFile: SaveTranscriptFile;
  readonly emphasis: boolean;
  /** Shows the reading-emphasis switch in the toolbar when given. */
  readonly onEmphasisChange: ((on: boolean) => void) | undefined;
}

/** What a transcript needs once for display: colours, turn headings, row times. */
const useDisplay = (transcript: Transcript) =>
  useMemo(() => {
    const headings = new Map<string, RowSpeaker>(
      transcript.speakers.map((speaker, position) => [
        speaker.id,
        { name: speaker.name, colour: speakerColour(position) },
      ]),
    );
    const turnSpeakers = new Map<number, RowSpeaker>();
    const { sentences } = transcript;
    const withHours = (sentences.at(-1)?.start ?? 0) >= 3600;
    const times = sentences.map((sentence, index) => {
      const heading = headings.get(sentence.speakerId);
      if (heading && sentences[index - 1]?.speakerId !== sentence.speakerId) turnSpeakers.set(index, heading);
      return formatClock(sentence.start, withHours);
    });
    return { headings, turnSpeakers, times };
  }, [transcript]);

/** The ready transcript: toolbar (speakers, search, export), the followed list, the back button. */
export function TranscriptReader({
  transcript,
  currentTime,
  onSeek,
  sessionName,
  saveFile,
  emphasis,
  onEmphasisChange,
}: TranscriptReaderProps) {
  const { sentences } = transcript;
  const { headings, turnSpeakers, times } = useDisplay(transcript);
  const currentIndex = useMemo(() => currentSentence(sentences, currentTime), [sentences, currentTime]);
  const follow = useTranscriptFollow(currentTime, currentIndex);

  const [query, setQuery] = useState("");
  // Typing stays responsive on a long transcript: the search runs on the deferred value.
  const searched = useDeferredValue(query);
  // Sentences are folded for searching on the first search, not on the first render.
  const [prepared, setPrepared] = useState<{ of: Transcript; sentences: ReturnType<typeof prepareSearch> } | null>(
    null,
  );
  const searchable = searched.trim() === "" ? null : prepared?.of === transcript ? prepared.sentences : null;
  if (searched.trim() !== "" && searchable === null)
    setPrepared({ of: transcript, sentences: prepareSearch(sentences) });
  const result = useMemo(
    () => (searchable ? searchPrepared(searchable, searched) : NO_MATCHES),
    [searchable, searched],
  );
  const matchesBySentence = useMemo(() => {
    const grouped = new Map<number, TranscriptMatch[]>();
    for (const match of result.matches) {
      const list = grouped.get(match.sentenceIndex);
      if (list) list.push(match);
      else grouped.set(match.sentenceIndex, [match]);
    }
    return grouped;
  }, [result]);

  // The active match belongs to one result: a new search starts again from its first match.
  const [active, setActive] = useState({ result, position: 0 });
  const position = active.result === result ? active.position : 0;
  if (active.result !== result) setActive({ result, position: 0 });
  const activeMatch = result.matches[position] ?? null;
  const { reveal } = follow;
  // A new search shows its first match, as find-in-page does.
  useEffect(() => {
    const first = result.matches[0];
    if (first) reveal(first.sentenceIndex);
  }, [result, reveal]);
  const step = useCallback(
    (direction: 1 | -1) => {
      if (result.count === 0) return;
      const next = (position + direction + result.count) % result.count;
      setActive({ result, position: next });
      const match = result.matches[next];
      if (match) reveal(match.sentenceIndex);
    },
    [position, result, reveal],
  );

  const { seeked } = follow;
  const seekSentence = useCallback(
    (index: number) => {
      const sentence = sentences[index];
      if (!sentence) return;
      seeked(index);
      onSeek(sentence.start);
    },
    [sentences, seeked, onSeek],
  );

  return (
    <>
      <div className="transcript__toolbar">
        <TranscriptSpeakers speakers={transcript.speakers} headings={headings} />
        <TranscriptSearch
          query={query}
          onQueryChange={setQuery}
          count={result.count}
          position={position}
          onStep={step}
        />
        <TranscriptExportMenu transcript={transcript} sessionName={sessionName} save={saveFile} />
        {onEmphasisChange !== undefined && (
          <Switch
            label={TRANSCRIPT_TEXTS.readingEmphasis}
            checked={emphasis}
            onChange={onEmphasisChange}
            className="transcript__emphasis"
          />
        )}
      </div>
      <div className="transcript__body">
        <TranscriptList
          sentences={sentences}
          turnSpeakers={turnSpeakers}
          times={times}
          currentIndex={currentIndex}
          matchesBySentence={matchesBySentence}
          activeMatch={activeMatch}
          scrollRequest={follow.scrollRequest}
          onUserScroll={follow.userScrolled}
          onSeekSentence={seekSentence}
          emphasis={emphasis}
        />
        {follow.showBackButton && (
          <div className="transcript__back">
            <Button variant="secondary" size="sm" onPress={follow.backToCurrent}>
              <ArrowDownToLine size={16} aria-hidden="true" />
              {TRANSCRIPT_TEXTS.backToCurrent}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
