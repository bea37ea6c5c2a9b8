import type {
  DemoFlashcard,
  DemoPermissionOverride,
  DemoQuiz,
  DemoSummary,
  DemoTranscriptSentence,
  DemoTutorMessage,
  DemoNote,
  DemoPoi,
  DemoRecordingSession,
  DemoStream,
  DemoStuckReport,
  DemoUserSettings,
  DemoWatchedPoi,
} from "./db/DemoSnapshot";
import type { DemoRouter } from "./DemoRouter";
import type { DemoPlanCapacity } from "./model/demoCapacity";
import type { DemoFaults } from "./model/DemoFaults";
import { loginThrottleOf } from "./model/loginThrottle";
import { endRecordingSession, removeRecordingSession } from "./model/recordingSessions";
import { findUserByEmail } from "./model/users";
import { settingsOf } from "./model/userSettings";

/**
 * Everything a test (or a benchmark) does to the demo backend in-process, in one place: arm faults,
 * read back what the server holds, and change the world behind the client's back. Each call runs
 * between requests, never in the middle of one. Over HTTP the Node server offers the same under
 * /api/demo/… when its test controls are on.
 */
export class DemoTestControls {
  constructor(private readonly router: DemoRouter) {}

  /** Arm faults: `faults.arm({ method, path, action, times, delayMs })`, `faults.failNextMerge()`, `faults.setAddedDelay(ms)`. */
  get faults(): DemoFaults {
    return this.router.faults;
  }

  /** Every recording session of every user, as stored (copies). */
  sessions(): DemoRecordingSession[] {
    return structuredClone(this.router.database.data.recordingSessions);
  }

  /** The streams of a session, as stored (copies); `receivedThrough` is the last slice held. */
  streams(sessionId: string): DemoStream[] {
    return structuredClone(this.router.database.data.streams.filter((stream) => stream.sessionId === sessionId));
  }

  /** The highlights of a session, as stored (copies), in the order they were created. */
  pois(sessionId: string): DemoPoi[] {
    return structuredClone(this.router.database.data.pois.filter((poi) => poi.sessionId === sessionId));
  }

  /** The notes of a session, as stored (copies), in the order they were created. */
  notes(sessionId: string): DemoNote[] {
    return structuredClone(this.router.database.data.notes.filter((note) => note.sessionId === sessionId));
  }

  /** The highlight a session's widget is recording (POST …/pois/watch), until one of its type is created. */
  watchedPoi(sessionId: string): DemoWatchedPoi | null {
    const watched = this.router.database.data.watchedPois.find((candidate) => candidate.sessionId === sessionId);
    return watched ? structuredClone(watched) : null;
  }

  /** The settings GET v2/user/settings answers for this user: saved ones, or the defaults. */
  userSettings(userId: string): DemoUserSettings {
    return { userId, ...settingsOf(this.router.database, userId) };
  }

  /** Sets the widget type of the user behind `email`, as their profile settings would (spec 2 §6). */
  setWidgetType(email: string, widgetType: DemoUserSettings["widget_type"]): Promise<void> {
    return this.router.exclusive(({ db }) => {
      const user = findUserByEmail(db, email);
      if (!user) throw new Error(`No demo user ${email}`);
      const row: DemoUserSettings = { userId: user.id, ...settingsOf(db, user.id), widget_type: widgetType };
      db.mutate((data) => {
        data.userSettings = [...data.userSettings.filter((candidate) => candidate.userId !== user.id), row];
      });
    });
  }

  /** The slices a stream holds, 0 … receivedThrough, each as it was uploaded. */
  receivedSlices(streamId: string): Promise<Uint8Array[]> {
    return this.router.exclusive(({ db, media }) => {
      const stream = db.data.streams.find((candidate) => candidate.id === streamId);
      return stream ? media.readSlices(streamId, stream.receivedThrough + 1) : [];
    });
  }

  /** The merged file of a stream; null before its merge (or when there is no such stream). */
  mergedBytes(streamId: string): Promise<Uint8Array | null> {
    return this.router.exclusive(({ media }) => media.readMerged(streamId));
  }

  /** Stuck reports the widget sent, oldest first (copies). */
  stuckReports(): DemoStuckReport[] {
    return structuredClone(this.router.database.data.stuckReports);
  }

  /** Deletes a session as if the user removed it on another device; false when there was none. */
  deleteSession(sessionId: string): Promise<boolean> {
    return this.router.exclusive(async ({ db, media, events, addresses }) => {
      const session = db.data.recordingSessions.find((candidate) => candidate.id === sessionId);
      if (session) await removeRecordingSession(db, media, events, session, addresses);
      return session !== undefined;
    });
  }

  /**
   * Starts a session for the user behind `email` as if another device (or a host's invitation) had:
   * the widget's next start reuses it (spec 3 §4). A `parentId` makes the user a participant (spec 2 §6).
   * Returns the session's id.
   */
  startSessionFor(
    email: string,
    fields: { name: string; description?: string | null; parentId?: string | null; organizationId?: string | null },
  ): Promise<string> {
    return this.router.exclusive(({ db, now }) => {
      const user = findUserByEmail(db, email);
      if (!user) throw new Error(`No demo user ${email}`);
      return db.mutate((data) => {
        data.counters.recordingSessions += 1;
        const id = String(data.counters.recordingSessions);
        data.recordingSessions.push({
          id,
          userId: user.id,
          name: fields.name,
          organizationId: fields.organizationId ?? null,
          status: 10,
          startedAt: now(),
          endedAt: null,
          createdAt: now(),
          mergedAt: null,
          geo: null,
          description: fields.description ?? null,
          parentId: fields.parentId ?? null,
          demo: false,
          tagIds: [],
          thumbnailKey: null,
        });
        return id;
      });
    });
  }

  /** Adds `count` ended, processed lectures for the user behind `email` in one change (the /records bench); their ids. */
  seedSessions(email: string, count: number): Promise<readonly string[]> {
    // Loaded on use: the browser fetches these controls with the demo backend on /auth/login.
    return this.router.exclusive(async ({ db, now }) => {
      const user = findUserByEmail(db, email);
      if (!user) throw new Error(`No demo user ${email}`);
      const { seedListSessions } = await import("./model/sessionListSeed");
      return seedListSessions(db, user.id, count, now()).ids;
    });
  }

  /** Ends a started session as its host would from another device (POST sessions/{id}/end). */
  endSession(sessionId: string): Promise<boolean> {
    return this.router.exclusive(({ db, events, now }) => {
      const session = db.data.recordingSessions.find((candidate) => candidate.id === sessionId);
      if (!session || session.status >= 20) return false;
      endRecordingSession(db, events, session, now());
      return true;
    });
  }

  /** The capacity of accounts without a licence (0 means unlimited) until the next reset. */
  setDemoPlan(capacity: DemoPlanCapacity): void {
    this.router.setDemoPlan(capacity);
  }

  /**
   * Plays a plan: the flags of the user behind `email` that differ from the demo rule (every flag
   * true but isUpgradable), e.g. `{ quizShow: false }`; null goes back to the demo rule. Each call
   * replaces the last override.
   */
  setPermissions(email: string, permissions: DemoPermissionOverride | null): Promise<void> {
    return this.router.exclusive(async ({ db }) => {
      const { setUserPermissions } = await import("./study/scriptedTranscript");
      if (!setUserPermissions(db, email, permissions)) throw new Error(`No demo user ${email}`);
    });
  }

  /**
   * Gives a session (a fresh recording) a scripted transcript: these sentences, spoken by the host,
   * replace its transcript, and its study material is generated as for a new transcript.
   */
  setTranscript(sessionId: string, sentences: readonly DemoTranscriptSentence[]): Promise<void> {
    return this.router.exclusive(async ({ db, events, now }) => {
      const { scriptedSentencesProblem, setScriptedTranscript } = await import("./study/scriptedTranscript");
      const problem = scriptedSentencesProblem(sentences);
      if (problem) throw new Error(problem);
      if (!(await setScriptedTranscript(db, events, sessionId, sentences, now())))
        throw new Error(`No session ${sessionId}`);
    });
  }

  /**
   * The session's summary, key points and action items end as a failed generation with `reason`,
   * told to its viewers as the study pipeline tells them (assets_changes).
   */
  failStudy(sessionId: string, reason: string): Promise<void> {
    return this.router.exclusive(async ({ db, events, now }) => {
      const { failStudyMaterial } = await import("./study/failStudyMaterial");
      if (!failStudyMaterial(db, events, sessionId, reason, now())) throw new Error(`No session ${sessionId}`);
    });
  }

  /** A session's summary (status, summary lines, key points, error) as stored (a copy); null when none. */
  summary(sessionId: string): DemoSummary | null {
    const summary = this.router.database.data.summaries.find((row) => row.sessionId === sessionId);
    return summary ? structuredClone(summary) : null;
  }

  /** A session's quiz questions as stored (copies). */
  quizzes(sessionId: string): DemoQuiz[] {
    return structuredClone(this.router.database.data.quizzes.filter((quiz) => quiz.sessionId === sessionId));
  }

  /** The flashcards of a session's questions as stored (copies; times in epoch ms). */
  flashcards(sessionId: string): DemoFlashcard[] {
    return structuredClone(this.router.database.data.flashcards.filter((card) => card.sessionId === sessionId));
  }

  /** A session's tutor messages as stored (copies), oldest first. */
  tutorMessages(sessionId: string): DemoTutorMessage[] {
    return structuredClone(
      this.router.database.data.tutorMessages.filter((message) => message.sessionId === sessionId),
    );
  }

  /** Resolves once no study material is being generated (or queued) and its events were handed over. */
  async studyIdle(): Promise<void> {
    const { studyPipelineOf } = await import("./study/studyPipelineOf");
    const router = this.router;
    await (await studyPipelineOf({ db: router.database, events: router.events, now: router.now })).whenIdle();
    // And the events the generation published (assets_changes…) handed on, so a page has heard them.
    await router.events.idle();
  }

  /** Resolves once every real-time event so far was handed to the publisher. */
  eventsDelivered(): Promise<void> {
    return this.router.events.idle();
  }

  /**
   * Back to the seed data: recordings and their bytes gone, faults disarmed, failed logins forgotten,
   * the demo plan as configured. The added delay stays: it is how the server was started, not a fault.
   */
  reset(): Promise<void> {
    return this.router.exclusive(async ({ db, media, faults }) => {
      faults.clear();
      loginThrottleOf(db).clear();
      this.router.setDemoPlan();
      await db.reset();
      await media.clear();
    });
  }
}
