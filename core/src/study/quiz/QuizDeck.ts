import { Observable, type Subscription } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText, isApiError } from "../../kernel/ApiError";
import { whileRead } from "../../kernel/whileRead";
import { Store } from "../../kernel/Store";
import type { SocketPort } from "../../ports/SocketPort";
import { sessionChannelName } from "../../recording/domain/sessionChannelName";
import { type StudySource, toLearnsFrom, toStudySource } from "../../records/record/StudyMaterial";
import { endOfDay } from "../flashcards/endOfDay";
import type { Flashcard } from "../flashcards/Flashcard";
import { FlashcardRun } from "../flashcards/FlashcardRun";
import { dueItems } from "../flashcards/FlashcardItem";
import { saveFlashcard } from "../flashcards/saveFlashcard";
import type { QuizQuestion } from "./QuizQuestion";
import { QUIZ_GENERATION, quizCalls } from "./quizCalls";
import { QUIZ_REPLIES } from "./quizReplySchemas";
import { includedCards, toQuizQuestion } from "./toQuizQuestion";

/** Where quiz generation stands (contract 4 `meta.status`). */
export type QuizGeneration =
  | { readonly status: "idle" }
  | { readonly status: "generating" }
  | { readonly status: "failed"; readonly error: string };

export type QuizDeckState =
  | { readonly phase: "loading" }
  | { readonly phase: "failed"; readonly message: string; readonly notFound: boolean }
  | {
      readonly phase: "ready";
      /** The record's name (its header and the link back to it). */
      readonly recordName: string;
      readonly questions: readonly QuizQuestion[];
      /** This user's cards, by quiz id. */
      readonly cards: ReadonlyMap<string, Flashcard>;
      readonly generation: QuizGeneration;
      /** What the questions were made from (issue 21): the transcript, or the notes of a lecture without one. */
      readonly source: StudySource;
      /** What a generation would learn from now; null: nothing (no transcript, too few notes), so none is offered. */
      readonly learnsFrom: StudySource | null;
      /** "Generate" was asked and not yet answered. */
      readonly requesting: boolean;
      /** Why the last "Generate" was refused (e.g. 409: no transcript yet). */
      readonly requestError: string | null;
    };

const generationOf = (meta: { status?: number | null; error?: string | null } | undefined): QuizGeneration => {
  if (meta?.status === QUIZ_GENERATION.generating) return { status: "generating" };
  if (meta?.status === QUIZ_GENERATION.failed) return { status: "failed", error: meta.error ?? "" };
  return { status: "idle" };
};

/**
 * One record's quiz questions and this user's flashcards for them (contract 4, 5). Its life follows
 * its readers: the first subscriber of `state$` loads the deck and follows the session's view
 * channel (`assets_changes` → read again, so generation finishing shows without a reload); the
 * last one leaving stops following. Only asked for when the user has quizShow: a 403 would end the
 * signed-in session (spec 3 §8).
 */
export class QuizDeck {
  readonly #store = new Store<QuizDeckState>({ phase: "loading" });
  readonly state$: Observable<QuizDeckState>;
  /** Whether some view reads the deck now (between its first reader and its last one leaving). */
  #reading = false;
  #channel: Subscription | null = null;
  /** The newest load: an older answer arriving later is dropped. */
  #loads = 0;
  #recordName: string | null = null;
  /** A read on its way: a reader arriving meanwhile (React's StrictMode re-subscribes at once) waits for it. */
  #inFlight = false;
  /**
   * The last reader left for good (not React StrictMode's unsubscribe and subscribe again within one
   * commit): a read on its way when the next reader comes may be older than what it should see.
   */
  #readersWentAway = false;

  constructor(
    readonly sessionId: string,
    private readonly api: Pick<ApiClient, "request" | "send">,
    private readonly socket: Pick<SocketPort, "channel">,
    private readonly userId: () => string | null,
    private readonly now: () => number,
  ) {
    this.state$ = whileRead(
      this.#store.state$,
      () => {
        this.#open();
      },
      () => this.#close(),
    );
  }

  get state(): QuizDeckState {
    return this.#store.value;
  }

  /** 'Try again' after a failed load. */
  retry(): void {
    this.#store.set({ phase: "loading" });
    void this.#load();
  }

  /**
   * Asks the backend to (re)generate the questions (contract 3, parts ["quizzes"]). Only offered with
   * quizGeneration. The deck is read again at once, so it shows generating (or done) as the server says.
   */
  async generate(): Promise<void> {
    this.#changeReady((state) => ({ ...state, requesting: true, requestError: null }));
    try {
      await this.api.send({
        method: "POST",
        path: quizCalls.generate(this.sessionId),
        body: { data: { type: "sessions_summaries", attributes: { parts: ["quizzes"] } } },
      });
      this.#changeReady((state) => ({ ...state, requesting: false, generation: { status: "generating" } }));
      await this.#load();
    } catch (error) {
      this.#changeReady((state) => ({ ...state, requesting: false, requestError: errorText(error) }));
    }
  }

  /** Saves a rated card and keeps it in the deck (the schedule shows its new due date). */
  readonly saveCard = async (card: Flashcard): Promise<Flashcard> => {
    const saved = await saveFlashcard(this.api, card);
    this.#changeReady((state) => ({ ...state, cards: new Map(state.cards).set(saved.quizId, saved) }));
    return saved;
  };

  /** A review of this record's cards due by the end of today (and the questions never rated). */
  flashcardRun(): FlashcardRun {
    const state = this.#store.value;
    const items = state.phase === "ready" ? dueItems(state.questions, state.cards, endOfDay(this.now())) : [];
    return new FlashcardRun(items, this.saveCard, this.now);
  }

  #open(): void {
    this.#reading = true;
    const user = this.userId();
    if (user !== null) {
      this.#channel = this.socket.channel(sessionChannelName(user, this.sessionId)).subscribe({
        next: ({ event }) => {
          if (event === "assets_changes") void this.#load();
        },
        // Without the channel the deck is still right until read again.
        error: () => undefined,
      });
    }
    if (!this.#inFlight || this.#readersWentAway) void this.#load();
    this.#readersWentAway = false;
  }

  /** Stops following; a read on its way still lands, so the next reader sees it. */
  #close(): void {
    this.#reading = false;
    this.#channel?.unsubscribe();
    this.#channel = null;
    // Judged after the current commit: StrictMode has subscribed again by then.
    void Promise.resolve().then(() => {
      if (!this.#reading) this.#readersWentAway = true;
    });
  }

  async #load(): Promise<void> {
    const load = ++this.#loads;
    this.#inFlight = true;
    try {
      const [reply, recordName] = await Promise.all([
        this.api.request({ method: "GET", path: quizCalls.sessionQuizzes(this.sessionId) }, QUIZ_REPLIES.deck),
        this.#loadName(),
      ]);
      if (load !== this.#loads) return;
      const previous = this.#store.value;
      this.#store.set({
        phase: "ready",
        recordName,
        questions: reply.data.map(toQuizQuestion),
        cards: includedCards(reply.included),
        generation: generationOf(reply.meta),
        source: toStudySource(reply.meta?.source),
        learnsFrom: toLearnsFrom(reply.meta?.study_source),
        requesting: previous.phase === "ready" && previous.requesting,
        requestError: previous.phase === "ready" ? previous.requestError : null,
      });
    } catch (error) {
      if (load !== this.#loads) return;
      // A failed re-read keeps the deck already shown.
      if (this.#store.value.phase === "ready") return;
      this.#store.set({
        phase: "failed",
        message: errorText(error),
        notFound: isApiError(error) && error.status === 404,
      });
    } finally {
      if (load === this.#loads) this.#inFlight = false;
    }
  }

  /** The session's name, read once (its quizzes carry it too, but an empty deck has none). */
  async #loadName(): Promise<string> {
    if (this.#recordName !== null) return this.#recordName;
    const reply = await this.api.request(
      { method: "GET", path: quizCalls.session(this.sessionId) },
      QUIZ_REPLIES.session,
    );
    this.#recordName = reply.data.attributes.name ?? "";
    return this.#recordName;
  }

  #changeReady(change: (state: Extract<QuizDeckState, { phase: "ready" }>) => QuizDeckState): void {
    const state = this.#store.value;
    if (state.phase === "ready") this.#store.set(change(state));
  }
}
