import type { ApiClient } from "../../api/ApiClient";
import type { SocketPort } from "../../ports/SocketPort";
import { QuizDeck } from "./QuizDeck";

/**
 * The quiz decks of the records the user opens, one per record, so the record page's Quiz tab and
 * /records/{id}/quizzes share what was loaded and rated.
 */
export class QuizDecks {
  readonly #decks = new Map<string, QuizDeck>();

  constructor(
    private readonly api: Pick<ApiClient, "request" | "send">,
    private readonly socket: Pick<SocketPort, "channel">,
    private readonly userId: () => string | null,
    private readonly now: () => number,
  ) {}

  deck(sessionId: string): QuizDeck {
    let deck = this.#decks.get(sessionId);
    if (!deck) {
      deck = new QuizDeck(sessionId, this.api, this.socket, this.userId, this.now);
      this.#decks.set(sessionId, deck);
    }
    return deck;
  }
}
