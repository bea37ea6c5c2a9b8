import { type Observable, combineLatest, distinctUntilChanged, map } from "rxjs";

/** The recording in progress as the services that follow it see it (trackpad, notes, files, captions). */
export interface RecordingSession {
  /** The server's session; null while it is a local placeholder (spec 2 §4.5: controls locked). */
  readonly sessionId: string | null;
  readonly startedAt: number;
  readonly readonly: boolean;
  readonly userId: string | null;
}

export type EditLock = "offline" | "local" | "read-only" | null;

/** Spec 2 §6: read-only, no connection or a local id block highlight and note editing. */
export const editLockOf = (session: RecordingSession | null, online: boolean): EditLock => {
  if (!session) return null;
  if (session.readonly) return "read-only";
  if (!online) return "offline";
  return session.sessionId === null ? "local" : null;
};

/**
 * The one equality rule: the same recording (start) in the same server session for the same user.
 * A local placeholder that gets its server id is another session: its highlights and notes load then.
 */
export const sameRecordingSession = (a: RecordingSession | null, b: RecordingSession | null): boolean =>
  a === b ||
  (a !== null && b !== null && a.sessionId === b.sessionId && a.startedAt === b.startedAt && a.userId === b.userId);

interface RecordingLike {
  readonly phase: string;
  readonly sessionId?: string | null;
  readonly startedAt?: number;
}

/** The session of the recording in progress (null when none records), for whoever follows it. */
export const recordingSession$ = (
  recorder$: Observable<RecordingLike>,
  userId$: Observable<string | null>,
): Observable<RecordingSession | null> =>
  combineLatest([recorder$, userId$]).pipe(
    map(([recording, userId]) =>
      recording.phase === "recording" && recording.startedAt !== undefined
        ? { sessionId: recording.sessionId ?? null, startedAt: recording.startedAt, readonly: false, userId }
        : null,
    ),
    distinctUntilChanged(sameRecordingSession),
  );
