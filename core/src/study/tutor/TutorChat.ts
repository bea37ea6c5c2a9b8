import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { lazyReply } from "../../api/ReplySchema";
import { errorText } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import { PageData } from "../../kernel/pageData/PageData";
import { StopSignal } from "./StopSignal";
import { streamErrorText } from "./streamErrorText";
import { tutorPath, tutorQuestionBody } from "./tutorCalls";
import { IDLE_TUTOR_CHAT, type TutorChatEvent, type TutorChatState, tutorChatReducer } from "./tutorChatReducer";
import { toTutorMessages } from "./toTutorMessages";
import type { TutorMessage } from "./TutorMessage";
import { TUTOR_TEXTS } from "./tutorTexts";

/** The history's schema arrives with the first history request, not with the signed-in pages. */
const HistoryReply = lazyReply(async () => (await import("./tutorReplies")).TutorHistoryReply);

/** Why a question was not sent: blank, or an answer is still coming, or the history is not read yet. */
export type AskOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string | null };

/** A question on its way: its stop switch and the record it belongs to. */
interface Exchange {
  readonly recordId: string;
  readonly signal: StopSignal;
}

/**
 * The record page's tutor (issue 12, permission jamAiChatShow): reads the record's conversation, asks
 * one question at a time as a streaming POST whose `data:` events fold into the answer as they come,
 * stops it (what came stays, marked stopped), and clears the conversation. The tab opens it with the
 * record on screen; opening another record stops an answer still coming for the one before.
 */
export class TutorChat {
  readonly #store = new Store<TutorChatState>(IDLE_TUTOR_CHAT);
  readonly state$: Observable<TutorChatState> = this.#store.state$;
  #exchange: Exchange | null = null;
  #ids = 0;
  /** The record's conversation as read (ARCHITECTURE rule 17: newest read wins there, not here). */
  readonly #history: PageData<readonly TutorMessage[], string>;

  constructor(private readonly api: Pick<ApiClient, "request" | "send" | "stream">) {
    this.#history = new PageData<readonly TutorMessage[], string>(
      async (recordId) =>
        toTutorMessages(await this.api.request({ method: "GET", path: tutorPath(recordId) }, HistoryReply)),
      { keyed: true },
    );
  }

  get state(): TutorChatState {
    return this.#store.value;
  }

  /** Shows record `recordId`'s conversation; the record already shown keeps its state (and its answer). */
  open(recordId: string): void {
    const { recordId: shown, history } = this.#store.value;
    if (shown === recordId && history !== "failed") return;
    this.#exchange?.signal.abort();
    this.#exchange = null;
    this.#dispatch({ type: "opened", recordId });
    void this.#loadHistory(recordId);
  }

  /** Sends `question` and streams the answer in; refused while another answer is coming. */
  ask(question: string): AskOutcome {
    const trimmed = question.trim();
    if (trimmed === "") return { ok: false, message: TUTOR_TEXTS.blankQuestion };
    const state = this.#store.value;
    if (state.recordId === null || state.history !== "ready" || state.answeringId !== null)
      return { ok: false, message: null };
    const exchange: Exchange = { recordId: state.recordId, signal: new StopSignal() };
    this.#exchange = exchange;
    this.#dispatch({ type: "asked", question: trimmed, studentId: this.#nextId(), tutorId: this.#nextId() });
    void this.#run(exchange, trimmed);
    return { ok: true };
  }

  /** Ends the answer now: the connection closes (the server keeps what it sent, stopped). */
  stop(): void {
    const exchange = this.#exchange;
    if (exchange === null || this.#store.value.answeringId === null) return;
    this.#exchange = null;
    exchange.signal.abort();
    this.#dispatch({ type: "stopped" });
  }

  /** Deletes the record's conversation (an answer still coming is stopped first). */
  async clear(): Promise<void> {
    const recordId = this.#store.value.recordId;
    if (recordId === null) return;
    this.stop();
    this.#dispatch({ type: "clearing" });
    try {
      await this.api.send({ method: "DELETE", path: tutorPath(recordId) });
      if (this.#store.value.recordId === recordId) this.#dispatch({ type: "cleared" });
    } catch (error) {
      if (this.#store.value.recordId === recordId) this.#dispatch({ type: "clearFailed", message: errorText(error) });
    }
  }

  /** 'Try again' after the conversation could not be read. */
  retry(): void {
    const recordId = this.#store.value.recordId;
    if (recordId !== null) this.open(recordId);
  }

  async #loadHistory(recordId: string): Promise<void> {
    // False when another record's read (or a newer one) took its place: that one says what is shown.
    if (!(await this.#history.open(recordId)) || this.#history.key !== recordId) return;
    const view = this.#history.state;
    if (view.status === "ready") this.#dispatch({ type: "historyLoaded", messages: view.data });
    else if (view.status === "failed") this.#dispatch({ type: "historyFailed", message: view.failure.message });
  }

  async #run(exchange: Exchange, question: string): Promise<void> {
    const current = () => this.#exchange === exchange && !exchange.signal.aborted;
    try {
      const events = this.api.stream(
        { method: "POST", path: tutorPath(exchange.recordId), body: tutorQuestionBody(question) },
        exchange.signal,
      );
      for await (const payload of events) {
        // Leaving the loop closes the stream (its reader is cancelled): nothing more is read once stopped.
        if (!current()) return;
        this.#dispatch({ type: "received", payload });
      }
      // Read to the end even after `done`, so the server sees a finished answer, not a client gone early.
      if (current()) this.#dispatch({ type: "ended" });
    } catch (error) {
      if (current()) this.#dispatch({ type: "failed", message: streamErrorText(error) });
    } finally {
      if (this.#exchange === exchange) this.#exchange = null;
    }
  }

  #nextId(): string {
    this.#ids += 1;
    return `local-${this.#ids}`;
  }

  #dispatch(event: TutorChatEvent): void {
    this.#store.set(tutorChatReducer(this.#store.value, event));
  }
}
