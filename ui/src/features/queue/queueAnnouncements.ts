import type { QueueEntryView, UploadQueueState } from "@lectern/core/queue/application/UploadQueueContract";
import { type Observable, distinctUntilChanged, filter, map, pairwise } from "rxjs";
import { QUEUE_UI_TEXTS } from "./queueTexts";

export interface QueueAnnouncement {
  /** Increases with every announcement, so the same words can be announced twice. */
  readonly id: number;
  readonly text: string;
}

interface Watched {
  readonly entries: readonly QueueEntryView[];
  readonly stuckCount: number;
}

/** The rows whose status is new (a new row, or a changed status), as a sentence each. */
const statusChanges = (before: Watched, after: Watched): string[] => {
  const previous = new Map(before.entries.map((entry) => [entry.id, entry.status]));
  const sentences = after.entries
    .filter((entry) => previous.get(entry.id) !== entry.status)
    .map((entry) => `${entry.label}: ${QUEUE_UI_TEXTS.statuses[entry.status]}`);
  if (before.stuckCount === 0 && after.stuckCount > 0) sentences.push(QUEUE_UI_TEXTS.stuckTitle);
  return sentences;
};

/**
 * What a screen reader should hear about the queue: status changes only. Progress ticks change
 * neither a status nor the stuck count, so they never reach the live region; the state at
 * subscription time is what the page already shows, so it is not announced either.
 */
export const queueAnnouncements = (state$: Observable<UploadQueueState>): Observable<QueueAnnouncement> =>
  state$.pipe(
    map(({ entries, stuckCount }): Watched => ({ entries, stuckCount })),
    distinctUntilChanged((a, b) => a.entries === b.entries && a.stuckCount === b.stuckCount),
    pairwise(),
    map(([before, after]) => statusChanges(before, after).join(". ")),
    filter((text) => text !== ""),
    map((text, id) => ({ id, text })),
  );
