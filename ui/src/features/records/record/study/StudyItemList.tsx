import { formatClock } from "@lectern/core/records/transcript/formatClock";
import type { StudyTabId } from "@lectern/core/records/record/recordTabs";
import { CircleCheck, Play } from "lucide-react";
import { Button } from "../../../../kit/Button";
import { RichText } from "../../../../kit/RichText";
import { STUDY_TEXTS } from "./studyTexts";

/** One line of a study list as the panel shows it. */
export interface StudyListItem {
  readonly key: string;
  /** Markdown (with math). */
  readonly text: string;
  /** Seconds from the session's start, or null when the item has no moment. */
  readonly start: number | null;
}

export interface StudyItemListProps {
  readonly kind: StudyTabId;
  readonly items: readonly StudyListItem[];
  readonly emphasis: boolean;
  /** Plays the lecture from `seconds`. */
  readonly onPlay: (seconds: number) => void;
}

/**
 * The summary's lines, the key points or the action items, each rendered as markdown with its math,
 * and a button that plays the moment it came from. Suspends until the markdown renderer is loaded.
 */
export function StudyItemList({ kind, items, emphasis, onPlay }: StudyItemListProps) {
  const withHours = items.some((item) => (item.start ?? 0) >= 3600);
  return (
    <ul className={`study__list study__list--${kind}`} aria-label={STUDY_TEXTS.kinds[kind].listLabel}>
      {items.map((item, index) => {
        const time = item.start === null ? null : formatClock(item.start, withHours);
        return (
          <li key={item.key} className="study__item">
            {kind === "action-items" && <CircleCheck className="study__marker" size={18} aria-hidden="true" />}
            {kind === "key-points" && (
              <span className="study__marker study__marker--number" aria-hidden="true">
                {index + 1}
              </span>
            )}
            <div className="study__body">
              <RichText text={item.text} emphasis={emphasis} className="study__text" />
              {item.start !== null && time !== null && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="study__play"
                  aria-label={STUDY_TEXTS.playFrom(time)}
                  onPress={() => onPlay(item.start ?? 0)}
                >
                  <Play size={12} aria-hidden="true" />
                  {time}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
