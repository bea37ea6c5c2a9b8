import { uploadIndicatorOf } from "@lectern/core/app/domain/uploadIndicator";
import type { UploadQueueState } from "@lectern/core/queue/application/UploadQueueContract";
import { type Observable, distinctUntilChanged, filter, map, pairwise } from "rxjs";
import { SHELL_TEXTS } from "./shellTexts";

export interface UploadAnnouncement {
  /** Increases with every announcement, so the same words can be announced twice. */
  readonly id: number;
  readonly text: string;
}

/** The sentence for the queue's state: null while it is unknown (not restored, nobody signed in). */
const sentenceOf = (state: UploadQueueState): string | null => {
  if (!state.ready) return null;
  const indicator = uploadIndicatorOf(state);
  return indicator ? SHELL_TEXTS.uploadHeading(indicator) : SHELL_TEXTS.allUploaded;
};

/**
 * What a screen reader hears of the upload indicator: a sentence when an upload starts, waits, or
 * the last one finishes — never a progress tick, and nothing at sign-in or logout, when the queue's
 * state merely becomes known or unknown.
 */
export const uploadAnnouncements = (uploads$: Observable<UploadQueueState>): Observable<UploadAnnouncement> =>
  uploads$.pipe(
    map(sentenceOf),
    distinctUntilChanged(),
    pairwise(),
    filter((pair): pair is [string, string] => pair[0] !== null && pair[1] !== null),
    map(([, text], id) => ({ id, text })),
  );
