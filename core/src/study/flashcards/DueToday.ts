import { Observable, type Subscription, first } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { PageData } from "../../kernel/pageData/PageData";
import type { PageDataState } from "../../kernel/pageData/pageDataState";
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

type DueList = Omit<Extract<DueTodayState, { readonly phase: "ready" }>, "phase">;

const dueStateOf = (view: PageDataState<DueList>): DueTodayState => {
  if (view.status === "failed") return { phase: "failed", message: view.failure.message };
  if (view.status !== "ready") return { phase: "loading" };
  return { phase: "ready", ...view.data };
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
  readonly #due: PageData<DueList>;
  #run: Subscription | null = null;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    private readonly now: () => number,
  ) {
    this.#due = new PageData(() => this.#read());
    this.#due.state$.subscribe((view) => this.#show(view));
    this.state$ = this.#due.whileRead(this.#store.state$, { closed: () => this.#stopFollowing() });
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
    this.#stopFollowing();
    void this.#due.load();
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

  async #read(): Promise<DueList> {
    const reply = await this.api.request(
      {
        method: "GET",
        path: quizCalls.due(),
        query: { before: new Date(endOfDay(this.now())).toISOString(), limit: DUE_LIMIT },
      },
      QUIZ_REPLIES.due,
    );
    const cards = includedCards(reply.included);
    const items: FlashcardItem[] = reply.data.map((resource) => {
      const question = toQuizQuestion(resource);
      return { question, card: cards.get(question.id) ?? null };
    });
    const run = new FlashcardRun(items, (card) => saveFlashcard(this.api, card), this.now);
    return { run, total: reply.meta?.total ?? items.length };
  }

  #show(view: PageDataState<DueList>): void {
    const shown = this.#store.value;
    this.#store.set(dueStateOf(view));
    if (view.status !== "ready" || (shown.phase === "ready" && shown.run === view.data.run)) return;
    // A new run: when it is done, ask when the next card is due.
    const { run } = view.data;
    this.#stopFollowing();
    this.#run = run.state$.pipe(first((state) => state.phase === "done")).subscribe(() => void this.#loadNextDue(run));
  }

  /** After the last card: the first of the whole due list (far ahead) is the next one due. */
  async #loadNextDue(run: FlashcardRun): Promise<void> {
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
    // Only for the run still shown (a new load or the page's leaving replaced it).
    if (this.#due.data?.run === run) this.#due.update((due) => ({ ...due, nextDue }));
  }

  #stopFollowing(): void {
    this.#run?.unsubscribe();
    this.#run = null;
  }
}
