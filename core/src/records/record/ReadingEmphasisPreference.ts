import type { Observable } from "rxjs";
import { Store } from "../../kernel/Store";
import type { KeyValueStore } from "../../ports/KeyValueStore";

/** The browser key that remembers the choice. */
export const READING_EMPHASIS_KEY = "reading_emphasis";

/** Whether the reader wants reading emphasis (spec 3 §2) on the summary and the transcript, per browser. */
export class ReadingEmphasisPreference {
  readonly #on: Store<boolean>;
  readonly on$: Observable<boolean>;

  constructor(private readonly keyValue: KeyValueStore) {
    this.#on = new Store(keyValue.get(READING_EMPHASIS_KEY) === "on");
    this.on$ = this.#on.state$;
  }

  get on(): boolean {
    return this.#on.value;
  }

  set(on: boolean): void {
    if (on) this.keyValue.set(READING_EMPHASIS_KEY, "on");
    else this.keyValue.remove(READING_EMPHASIS_KEY);
    this.#on.set(on);
  }
}
