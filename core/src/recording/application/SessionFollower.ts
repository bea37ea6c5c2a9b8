import { type Observable, Subscription, combineLatest } from "rxjs";
import type { NetworkStatus } from "../../network/domain/networkStatus";
import { type EditLock, type RecordingSession, editLockOf, sameRecordingSession } from "./RecordingSession";

/** The session a follower is on now, and what locks editing in it. */
export interface FollowedSession {
  readonly session: RecordingSession | null;
  readonly lock: EditLock;
}

export interface SessionFollowerSteps {
  /**
   * Runs before the follower moves to another session, still in the old one's generation (the notes
   * send what was typed for the session it was typed in). Moves wait for it, one after another.
   */
  leave?: () => Promise<void>;
  /** Another session, or none: the generation has moved on, so answers for the old one are ignored. */
  enter(followed: FollowedSession): void;
  /** The same session with its lock changed (the connection went or came back). */
  relock(followed: FollowedSession): void;
}

/**
 * The one helper for services that follow "the current recording session" (Trackpad, SessionNotes,
 * NoteAttachments, and the widget session's captions): one equality rule (sameRecordingSession), one
 * generation guard against late answers, one place that decides between "another session" and "the
 * same session, locked or unlocked".
 */
export class SessionFollower {
  #generation = 0;
  #current: RecordingSession | null = null;
  /** Moves with a `leave` step run one after another, so a quick second change never overtakes the first. */
  #moving: Promise<void> = Promise.resolve();
  #pendingMoves = 0;
  /** The latest session and lock seen: a move that waited for `leave` enters with what is true by then. */
  #latest: FollowedSession = { session: null, lock: null };

  /** Counts session changes; an answer carries the generation it was asked in. */
  get generation(): number {
    return this.#generation;
  }

  /** Is `generation` still the session the follower is on? */
  isCurrent(generation: number): boolean {
    return generation === this.#generation;
  }

  /** Captures the generation now; the returned check says whether the follower is still on it. */
  guard(): () => boolean {
    const generation = this.#generation;
    return () => this.isCurrent(generation);
  }

  follow(
    session$: Observable<RecordingSession | null>,
    network$: Observable<NetworkStatus>,
    steps: SessionFollowerSteps,
  ): Subscription {
    const subscription = new Subscription();
    subscription.add(
      combineLatest([session$, network$]).subscribe(([session, status]) => {
        this.#latest = { session, lock: editLockOf(session, status === "Online") };
        if (sameRecordingSession(this.#current, session)) {
          this.#current = session;
          // A move still waiting for its leave step enters with this lock anyway.
          if (this.#pendingMoves === 0) steps.relock(this.#latest);
          return;
        }
        this.#current = session;
        const leave = steps.leave;
        if (!leave) {
          this.#generation += 1;
          steps.enter(this.#latest);
          return;
        }
        this.#pendingMoves += 1;
        const enter = () => {
          this.#pendingMoves -= 1;
          this.#generation += 1;
          steps.enter(this.#latest);
        };
        this.#moving = this.#moving.then(leave).then(enter, enter);
      }),
    );
    return subscription;
  }
}
