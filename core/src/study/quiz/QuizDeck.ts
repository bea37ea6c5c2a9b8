import { type Observable, type Subscription, combineLatest, map } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText, isApiError } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import { PageData } from "../../kernel/pageData/PageData";
import type { PageDataState } from "../../kernel/pageData/pageDataState";
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

/** What one read of the deck brings. */
type DeckRead = Omit<Extract<QuizDeckState, { phase: "ready" }>, "phase" | "requesting" | "requestError">;

interface Asking {
  readonly requesting: boolean;
  readonly requestError: string | null;
}

/** The deck as the page shows it: the read, with what "Generate" is doing. */
const deckState = (deck: PageDataState<DeckRead>, asking: Asking): QuizDeckState => {
  if (deck.status === "ready") return { phase: "ready", ...deck.data, ...asking };
  if (deck.status === "failed") {
    const { error, message } = deck.failure;
    return { phase: "failed", message, notFound: isApiError(error) && error.status === 404 };
  }
  return { phase: "loading" };
};

/**
 * One record's quiz questions and this user's flashcards for them (contract 4, 5). Its life follows
 * its readers: the first subscriber of `state$` loads the deck and follows the session's view
 * channel (`assets_changes` → read again, so generation finishing shows without a reload); the
 * last one leaving stops following. Only asked for when the user has quizShow: a 403 would end the
 * signed-in session (spec 3 §8).
 */
export class QuizDeck {
  readonly state$: Observable<QuizDeckState>;
  /** The deck as read (ARCHITECTURE rule 17: newest read wins there; a failed re-read keeps the deck). */
  readonly #deck: PageData<DeckRead>;
  /** "Generate" asked and its refusal, kept across re-reads of the deck. */
  readonly #asking = new Store<Asking>({ requesting: false, requestError: null });
  #channel: Subscription | null = null;
  #recordName: string | null = null;

  constructor(
    readonly sessionId: string,
    private readonly api: Pick<ApiClient, "request" | "send">,
    private readonly socket: Pick<SocketPort, "channel">,
    private readonly userId: () => string | null,
    private readonly now: () => number,
  ) {
    this.#deck = new PageData(() => this.#read());
    this.state$ = this.#deck.whileRead(
      combineLatest([this.#deck.state$, this.#asking.state$]).pipe(map(([deck, asking]) => deckState(deck, asking))),
      { opened: () => this.#follow(), closed: () => this.#unfollow() },
    );
  }

  get state(): QuizDeckState {
    return deckState(this.#deck.state, this.#asking.value);
  }

  /** 'Try again' after a failed load. */
  retry(): void {
    void this.#deck.load();
  }

  /**
   * Asks the backend to (re)generate the questions (contract 3, parts ["quizzes"]). Only offered with
   * quizGeneration. The deck is read again at once, so it shows generating (or done) as the server says.
   */
  async generate(): Promise<void> {
    this.#asking.set({ requesting: true, requestError: null });
    try {
      await this.api.send({
        method: "POST",
        path: quizCalls.generate(this.sessionId),
        body: { data: { type: "sessions_summaries", attributes: { parts: ["quizzes"] } } },
      });
      this.#asking.set({ requesting: false, requestError: null });
      this.#deck.update((deck) => ({ ...deck, generation: { status: "generating" } }));
      await this.#deck.reload();
    } catch (error) {
      this.#asking.set({ requesting: false, requestError: errorText(error) });
    }
  }

  /** Saves a rated card and keeps it in the deck (the schedule shows its new due date). */
  readonly saveCard = async (card: Flashcard): Promise<Flashcard> => {
    const saved = await saveFlashcard(this.api, card);
    this.#deck.update((deck) => ({ ...deck, cards: new Map(deck.cards).set(saved.quizId, saved) }));
    return saved;
  };

  /** A review of this record's cards due by the end of today (and the questions never rated). */
  flashcardRun(): FlashcardRun {
    const state = this.state;
    const items = state.phase === "ready" ? dueItems(state.questions, state.cards, endOfDay(this.now())) : [];
    return new FlashcardRun(items, this.saveCard, this.now);
  }

  /** The first reader: follow the view channel (`assets_changes` → read again behind the deck shown). */
  #follow(): void {
    const user = this.userId();
    if (user === null) return;
    this.#channel = this.socket.channel(sessionChannelName(user, this.sessionId)).subscribe({
      next: ({ event }) => {
        if (event === "assets_changes") void this.#deck.reload();
      },
      // Without the channel the deck is still right until read again.
      error: () => undefined,
    });
  }

  #unfollow(): void {
    this.#channel?.unsubscribe();
    this.#channel = null;
  }

  async #read(): Promise<DeckRead> {
    const [reply, recordName] = await Promise.all([
      this.api.request({ method: "GET", path: quizCalls.sessionQuizzes(this.sessionId) }, QUIZ_REPLIES.deck),
      this.#loadName(),
    ]);
    return {
      recordName,
      questions: reply.data.map(toQuizQuestion),
      cards: includedCards(reply.included),
      generation: generationOf(reply.meta),
      source: toStudySource(reply.meta?.source),
      learnsFrom: toLearnsFrom(reply.meta?.study_source),
    };
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
}
