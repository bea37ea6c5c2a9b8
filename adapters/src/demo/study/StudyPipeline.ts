import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoStudyPart, DemoStudySource } from "../db/DemoSnapshot";
import type { DemoEventQueue } from "../model/DemoEventQueue";
import { sessionChannel } from "../model/recordingSessions";
import type { StudyEngine, StudyInput, StudyMaterial } from "./engine/StudyEngine";
import { storeStudyMaterial } from "./storeStudyMaterial";
import { studyInputOf } from "./studyInputOf";
import { STUDY_TEXTS } from "./studyTexts";
import { summaryRowOf } from "./queueStudy";

export interface StudyPipelineDependencies {
  readonly db: DemoDatabase;
  readonly events: DemoEventQueue;
  readonly now: () => number;
  /**
   * The study engine (or its loader, called on first use): the worker engine in the tab; the inline
   * engine (loaded on first use) by default.
   */
  readonly engine?: StudyEngine | (() => Promise<StudyEngine>) | undefined;
  /**
   * Runs a change between requests and saves the snapshot (DemoRouter.exclusive), so the pipeline
   * never interleaves with a handler and a reload finds each step it reached.
   */
  readonly exclusive: <T>(work: () => T | Promise<T>) => Promise<T>;
}

/** What a job's run read under the lock: the input, or why there is nothing to learn from. */
type Prepared =
  | { readonly kind: "gone" }
  | {
      readonly kind: "ready";
      readonly input: StudyInput;
      readonly source: DemoStudySource;
      readonly parts: readonly DemoStudyPart[];
    }
  | { readonly kind: "empty"; readonly parts: readonly DemoStudyPart[] };

const SUMMARY_PARTS: readonly DemoStudyPart[] = ["summary", "key_points", "action_items"];

/** What a run made (and from what), or why it made nothing. */
type Outcome = { readonly material: StudyMaterial; readonly source: DemoStudySource } | { readonly error: string };

/**
 * Study-material generation (issue 12): the jobs queued in the database (queueStudy) run one at a
 * time — the session's transcript, highlights and notes go to the study engine, what it makes is
 * stored, the summary and quiz statuses become completed 20 (or failed 30 with the reason), and the
 * session's viewers hear `assets_changes` (and `action_items_changed` when those changed). The engine
 * works outside the database lock; a job asked again meanwhile (its token changed) runs again.
 */
export class StudyPipeline {
  #running: Promise<void> | null = null;
  #engine: Promise<StudyEngine> | null = null;
  /** Jobs whose run broke (the database could not be saved): skipped until asked again (a new token). */
  readonly #broken = new Set<string>();

  constructor(private readonly deps: StudyPipelineDependencies) {}

  /** The engine (the tutor asks it too). */
  engine(): Promise<StudyEngine> {
    const given = this.deps.engine;
    this.#engine ??=
      typeof given === "function"
        ? given()
        : given
          ? Promise.resolve(given)
          : import("./engine/createInlineStudyEngine").then(({ createInlineStudyEngine }) => createInlineStudyEngine());
    // A loader that failed (a chunk the browser could not fetch) is tried again next time.
    this.#engine.catch(() => {
      this.#engine = null;
    });
    return this.#engine;
  }

  /** Runs a change between requests and saves it (the tutor stores its answers through here). */
  store<T>(work: () => T | Promise<T>): Promise<T> {
    return this.deps.exclusive(work);
  }

  /** Runs the queued jobs unless a run is under way (which picks up new jobs itself). */
  kick(): void {
    if (this.#running || !this.#nextJob()) return;
    this.#running = this.#drain().finally(() => {
      this.#running = null;
      // A job queued as the last run was ending.
      this.kick();
    });
  }

  /** Resolves once no job is queued or running and the events it sent were handed over. */
  async whenIdle(): Promise<void> {
    this.kick();
    while (this.#running) await this.#running;
    await this.deps.events.idle();
  }

  #nextJob() {
    return this.deps.db.data.studyJobs.find((job) => !this.#broken.has(job.token));
  }

  async #drain(): Promise<void> {
    for (let job = this.#nextJob(); job; job = this.#nextJob()) {
      try {
        await this.#run(job.sessionId, job.token);
      } catch (error) {
        // Never a loop on a job that cannot be finished; asking for it again retries it.
        this.#broken.add(job.token);
        console.warn(`Lectern demo: study material of session ${job.sessionId} failed:`, error);
      }
    }
  }

  async #run(sessionId: string, token: string): Promise<void> {
    const prepared = await this.deps.exclusive(async (): Promise<Prepared> => {
      const job = this.#job(sessionId, token);
      const session = this.deps.db.data.recordingSessions.find((candidate) => candidate.id === sessionId);
      if (!job || !session) return { kind: "gone" };
      // The transcript, else (issue 21) the notes and highlight names when they say enough.
      const { learn } = await studyInputOf(this.deps.db, session);
      return learn
        ? { kind: "ready", input: learn.input, source: learn.source, parts: [...job.parts] }
        : { kind: "empty", parts: [...job.parts] };
    });
    if (prepared.kind === "gone") {
      await this.deps.exclusive(() => this.#drop(sessionId, token));
      return;
    }
    let outcome: Outcome;
    if (prepared.kind === "empty") outcome = { error: STUDY_TEXTS.noTranscript };
    else {
      try {
        outcome = { material: await (await this.engine()).generate(prepared.input), source: prepared.source };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        outcome = { error: `${STUDY_TEXTS.generationFailed}: ${reason}` };
      }
    }
    await this.deps.exclusive(() => this.#finish(sessionId, token, prepared.parts, outcome));
  }

  #job(sessionId: string, token: string) {
    return this.deps.db.data.studyJobs.find((job) => job.sessionId === sessionId && job.token === token);
  }

  /** Forgets a job whose session is gone (a job asked again meanwhile stays). */
  #drop(sessionId: string, token: string): void {
    if (!this.#job(sessionId, token)) return;
    this.deps.db.mutate((data) => {
      data.studyJobs = data.studyJobs.filter((job) => job.sessionId !== sessionId);
    });
  }

  #finish(sessionId: string, token: string, parts: readonly DemoStudyPart[], outcome: Outcome): void {
    const { db, events, now } = this.deps;
    const session = db.data.recordingSessions.find((candidate) => candidate.id === sessionId);
    // Asked again while the engine worked (or reset, or deleted): that newer job decides.
    if (!this.#job(sessionId, token) || !session) return;
    const streamId = db.data.summaries.find((row) => row.sessionId === sessionId)?.streamId ?? null;
    const stored =
      "material" in outcome
        ? storeStudyMaterial(db, { id: sessionId, streamId }, parts, outcome.material, outcome.source, now())
        : null;
    const status = stored ? 20 : 30;
    const error = "error" in outcome ? outcome.error : null;
    db.mutate((data) => {
      data.studyJobs = data.studyJobs.filter((job) => job.sessionId !== sessionId);
      const summary = summaryRowOf(data, sessionId, streamId, now());
      if (summary.status === 0 || parts.some((part) => SUMMARY_PARTS.includes(part))) {
        db.touch(Object.assign(summary, { status, error, updatedAt: now() }));
      }
      const generation = data.quizGenerations.find((row) => row.sessionId === sessionId);
      if (parts.includes("quizzes") || generation?.status === 0) {
        // The questions' source changes only with the questions (a failed run keeps the old ones).
        const source = "material" in outcome && parts.includes("quizzes") ? { source: outcome.source } : {};
        if (generation) db.touch(Object.assign(generation, { status, error, updatedAt: now() }, source));
        else data.quizGenerations.push({ sessionId, status, error, updatedAt: now(), ...source });
      }
    });
    const channel = sessionChannel(session.userId, session.id);
    events.publish(channel, "assets_changes", { id: session.id });
    if (stored?.actionItemsChanged) events.publish(channel, "action_items_changed", { id: session.id });
  }
}
