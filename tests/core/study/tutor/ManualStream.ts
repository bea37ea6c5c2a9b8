import type { WireRequest } from "@lectern/core/api/wire";
import type { AbortSignalLike } from "@lectern/core/ports/HttpPort";

/**
 * One streamed reply the test feeds by hand: `push` an event, `end` it, `fail` it. Like the real
 * transports, an abort of the caller's signal ends the iteration at once.
 */
export class ManualStream implements AsyncIterable<unknown> {
  readonly #queue: unknown[] = [];
  #ended = false;
  #failure: unknown = null;
  #wake: (() => void) | null = null;
  /** Whether the reader went away before the end (a `return()` or an abort). */
  closedEarly = false;

  constructor(
    readonly request: WireRequest,
    readonly signal: AbortSignalLike | undefined,
  ) {
    signal?.addEventListener("abort", () => {
      this.closedEarly ||= !this.#ended;
      this.#ended = true;
      this.#notify();
    });
  }

  push(...events: unknown[]): void {
    this.#queue.push(...events);
    this.#notify();
  }

  end(): void {
    this.#ended = true;
    this.#notify();
  }

  fail(error: unknown): void {
    this.#failure = error;
    this.end();
  }

  #notify(): void {
    this.#wake?.();
    this.#wake = null;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<unknown> {
    try {
      while (true) {
        if (this.signal?.aborted) return;
        const next = this.#queue.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (this.#failure !== null) throw this.#failure;
        if (this.#ended) return;
        await new Promise<void>((resolve) => (this.#wake = resolve));
      }
    } finally {
      if (!this.#ended) this.closedEarly = true;
    }
  }
}
