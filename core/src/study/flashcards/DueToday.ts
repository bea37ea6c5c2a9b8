import { Observable, type Subscription, first } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText } from "../../kernel/ApiError";
import { whileRead } from "../../kernel/whileRead";
import { Store } from "../../kernel/Store";
import { DUE_LIMIT, quizCalls } from "../quiz/quizCalls";
import { QUIZ_REPLIES } from "../quiz/quizReplySchemas";
import { includedCards, toQuizQuestion } from "../quiz/toQuizQuestion";
import { endOfDay } from "./endOfDay";
import { FlashcardRun } from "./FlashcardRun";
import type { FlashcardItem } from "./FlashcardItem";
import { saveFlashcard } from "./saveFlashcard";

/** Far enough ahead that every scheduled card is before it: the due list's first card is the next one due. */
const HORIZON_MS = 100 * 365 * 24 * 60 * 60 * 1000;

export type DueTodayState =
  | { readonly phase: "loading" }
  | { readonly phase: "failed"; readonly message: string }
  | {
      readonly phase: "ready";
      readonly run: FlashcardRun;
      /** How many are due today across all records (the server's count; the run holds up to 100). */
      readonly total: number;
      /** Once the run is done: when the next card is due (ISO), null when none is scheduled; undefined until known. */
      readonly nextDue?: string | null;
    };

/**
 * "Due today" (/review): the user's cards due by the end of today across all records, then the
 * questions never rated (contract 5 due list), reviewed one at a time. Life follows readers: the
 * page's first subscription loads the list; when the run is done it asks when the next card is due.
 * Also the count for /records' "N cards due today" entry. Only used with quizShow (a 403 would end
 * the signed-in session).
 */
export class DueToday {
  readonly #store = new Store<DueTodayState>({ phase: "loading" });
  readonly state$: Observable<DueTodayState>;
  /** How many cards are due today; null until known (or when it could not be read). */
  readonly count$: Observable<number | null>;
  #loads = 0;
  #run: Subscription | null = null;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    private readonly now: () => number,
  ) {
    this.state$ = whileRead(
      this.#store.state$,
      () => {
        void this.#load();
      },
      () => this.#close(),
    );
    this.count$ = new Observable<number | null>((subscriber) => {
      subscriber.next(null);
      let live = true;
      this.#count().then(
        (total) => live && subscriber.next(total),
        () => undefined,
      );
      return () => {
        live = false;
      };
    });
  }

  get state(): DueTodayState {
    return this.#store.value;
  }

  /** 'Try again' after a failed load, or review again after "All done". */
  retry(): void {
    this.#close();
    void this.#load();
  }

  async #count(): Promise<number> {
    const reply = await this.api.request(
      {
        method: "GET",
        path: quizCalls.due(),
        query: { before: new Date(endOfDay(this.now())).toISOString(), limit: 1 },
      },
      QUIZ_REPLIES.due,
    );
    return reply.meta?.total ?? reply.data.length;
  }

  async #load(): Promise<void> {
    const load = ++this.#loads;
    this.#store.set({ phase: "loading" });
    try {
      const reply = await this.api.request(
        {
          method: "GET",
          path: quizCalls.due(),
          query: { before: new Date(endOfDay(this.now())).toISOString(), limit: DUE_LIMIT },
        },
        QUIZ_REPLIES.due,
      );
      if (load !== this.#loads) return;
      const cards = includedCards(reply.included);
      const items: FlashcardItem[] = reply.data.map((resource) => {
        const question = toQuizQuestion(resource);
        return { question, card: cards.get(question.id) ?? null };
      });
      const run = new FlashcardRun(items, (card) => saveFlashcard(this.api, card), this.now);
      this.#store.set({ phase: "ready", run, total: reply.meta?.total ?? items.length });
      this.#run = run.state$
        .pipe(first((state) => state.phase === "done"))
        .subscribe(() => void this.#loadNextDue(load, run));
    } catch (error) {
      if (load === this.#loads) this.#store.set({ phase: "failed", message: errorText(error) });
    }
  }

  /** After the last card: the first of the whole due list (far ahead) is the next one due. */
  async #loadNextDue(load: number, run: FlashcardRun): Promise<void> {
    let nextDue: string | null = null;
    try {
      const reply = await this.api.request(
        {
          method: "GET",
          path: quizCalls.due(),
          query: { before: new Date(this.now() + HORIZON_MS).toISOString(), limit: 1 },
        },
        QUIZ_REPLIES.due,
      );
      const earliest = reply.data[0];
      const card = earliest === undefined ? undefined : includedCards(reply.included).get(String(earliest.id));
      nextDue = card !== undefined && Date.parse(card.due) > this.now() ? card.due : null;
    } catch {
      // Unknown: "All done" shows without a date.
    }
    const state = this.#store.value;
    if (load === this.#loads && state.phase === "ready" && state.run === run) this.#store.set({ ...state, nextDue });
  }

  #close(): void {
    this.#loads += 1;
    this.#run?.unsubscribe();
    this.#run = null;
  }
}
