import type { CaptionMessage } from "./CaptionMessage";

/** What the panel shows: settled lines in order, and the words still being recognised. */
export interface CaptionFeed {
  readonly finals: readonly string[];
  readonly interim: string;
}

export const EMPTY_FEED: CaptionFeed = { finals: [], interim: "" };

/**
 * Settled lines kept in memory: a four-hour lecture at a line every few seconds is some thousands of
 * lines, and nobody scrolls that far back in a live panel. The oldest lines go first.
 */
export const MAX_CAPTION_LINES = 500;

/**
 * Folds one message into the feed (spec 2 §2.5): an interim replaces the previous interim; a final
 * appends its text as a line and clears the interim. A blank final only clears the interim.
 */
export const foldCaption = (feed: CaptionFeed, message: CaptionMessage): CaptionFeed => {
  const text = message.text.trim();
  if (!message.isFinal) return { finals: feed.finals, interim: text };
  if (!text) return { finals: feed.finals, interim: "" };
  const finals = [...feed.finals, text];
  return {
    finals: finals.length > MAX_CAPTION_LINES ? finals.slice(finals.length - MAX_CAPTION_LINES) : finals,
    interim: "",
  };
};
