import type { ApiClient } from "../../api/ApiClient";

/**
 * Which shared record the requests are made for (X-SHARED-ID, contract rule 10). Each page showing a
 * shared record enters its id and leaves it on closing; the header names the newest still entered, so
 * one page leaving (the record page for its quizzes) never strips the header another still needs.
 */
export class SharedIdScope {
  readonly #entered: string[] = [];

  constructor(private readonly api: Pick<ApiClient, "setSharedId">) {}

  /** From now on requests carry `id`; the returned function leaves (once). */
  enter(id: string): () => void {
    this.#entered.push(id);
    this.api.setSharedId(id);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const index = this.#entered.lastIndexOf(id);
      if (index >= 0) this.#entered.splice(index, 1);
      this.api.setSharedId(this.#entered.at(-1) ?? null);
    };
  }

  /** The id requests carry now, or null. */
  get current(): string | null {
    return this.#entered.at(-1) ?? null;
  }
}
