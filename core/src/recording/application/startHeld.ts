import { Observable, type Subscriber, type Subscription } from "rxjs";

type Held<T> = { readonly kind: "next"; readonly value: T } | { readonly kind: "error"; readonly error: unknown };

/** A source started now whose emissions wait for the one subscriber that takes them over. */
export interface HeldSource<T> {
  /** Replays what was held, then passes the source through. Subscribe once. */
  readonly source$: Observable<T>;
  /** Gives up the source (the recording did not go ahead). */
  cancel(): void;
}

/**
 * Subscribes to `source` at once and holds what it emits until `source$` is subscribed.
 *
 * Why: a recorder starts on its first subscription, but the recording's queue item only exists
 * after the session start call and a local database write. Starting the recorder only then made the
 * media begin up to a second (on a busy machine) after the session's start time, so the recording
 * was shorter than the session and every highlight's offset into it was off by that much. Only the
 * few slices of that window are held.
 */
export const startHeld = <T>(source: Observable<T>): HeldSource<T> => {
  let held: Held<T>[] | null = [];
  let completed = false;
  let taker: Subscriber<T> | null = null;
  const subscription: Subscription = source.subscribe({
    next: (value) => (taker ? taker.next(value) : held?.push({ kind: "next", value })),
    error: (error: unknown) => (taker ? taker.error(error) : held?.push({ kind: "error", error })),
    complete: () => (taker ? taker.complete() : (completed = true)),
  });
  const source$ = new Observable<T>((subscriber) => {
    if (taker) throw new Error("A held source has one subscriber.");
    for (const item of held ?? []) {
      if (item.kind === "next") subscriber.next(item.value);
      else subscriber.error(item.error);
    }
    held = null;
    if (completed) subscriber.complete();
    else taker = subscriber;
    return () => subscription.unsubscribe();
  });
  return {
    source$,
    cancel: () => {
      held = null;
      subscription.unsubscribe();
    },
  };
};
