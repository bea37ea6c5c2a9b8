import type { AbortSignalLike } from "../../ports/HttpPort";

/** An abort signal core can raise itself (core has no DOM AbortController); transports follow it. */
export class StopSignal implements AbortSignalLike {
  #aborted = false;
  readonly #listeners: (() => void)[] = [];

  get aborted(): boolean {
    return this.#aborted;
  }

  addEventListener(_type: "abort", listener: () => void): void {
    if (this.#aborted) listener();
    else this.#listeners.push(listener);
  }

  abort(): void {
    if (this.#aborted) return;
    this.#aborted = true;
    for (const listener of this.#listeners.splice(0)) listener();
  }
}
