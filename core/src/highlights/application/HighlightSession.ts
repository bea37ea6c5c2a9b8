import { type Observable, combineLatest, distinctUntilChanged, map } from "rxjs";

/** The recording a trackpad and notes panel work on. */
export interface HighlightSession {
  /** The server's session; null while it is a local placeholder (spec 2 §4.5: controls locked). */
  readonly sessionId: string | null;
  readonly startedAt: number;
  readonly readonly: boolean;
  readonly userId: string | null;
}

export type EditLock = "offline" | "local" | "read-only" | null;

/** Spec 2 §6: read-only, no connection or a local id block highlight and note editing. */
export const editLockOf = (session: HighlightSession | null, online: boolean): EditLock => {
  if (!session) return null;
  if (session.readonly) return "read-only";
  if (!online) return "offline";
  return session.sessionId === null ? "local" : null;
};

interface RecordingLike {
  readonly phase: string;
  readonly sessionId?: string | null;
  readonly startedAt?: number;
}

/** The session of the recording in progress, for whoever needs it (trackpad, notes, captions). */
export const highlightSession$ = (
  recorder$: Observable<RecordingLike>,
  userId$: Observable<string | null>,
): Observable<HighlightSession | null> =>
  combineLatest([recorder$, userId$]).pipe(
    map(([recording, userId]) =>
      recording.phase === "recording" && recording.startedAt !== undefined
        ? { sessionId: recording.sessionId ?? null, startedAt: recording.startedAt, readonly: false, userId }
        : null,
    ),
    distinctUntilChanged(
      (a, b) =>
        a === b ||
        (a !== null &&
          b !== null &&
          a.sessionId === b.sessionId &&
          a.startedAt === b.startedAt &&
          a.userId === b.userId),
    ),
  );
