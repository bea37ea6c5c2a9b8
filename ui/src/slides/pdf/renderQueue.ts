import { RenderCancelled } from "./PdfDeck";

interface Job {
  readonly run: (signal: AbortSignal) => Promise<unknown>;
  readonly abort: AbortController;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  /** Stops listening to the caller's signal once the job has settled. */
  readonly forget: () => void;
}

/**
 * One render at a time, newest request first (MACHINE.md: pdf.js draws on the main thread, so two
 * draws at once only make both late). The page the user just scrolled to is drawn before the ones
 * they scrolled past. A request whose signal aborts leaves the queue at once; a running one sees its
 * signal aborted (the deck cancels pdf.js' render task on it) and is rejected with RenderCancelled.
 */
export class RenderQueue {
  private readonly waiting: Job[] = [];
  private running: Job | null = null;
  private closed = false;

  /** Queues `run`; it starts when nothing newer is waiting and the one running has settled. */
  schedule<T>(run: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.closed || signal?.aborted) {
        reject(new RenderCancelled());
        return;
      }
      const abort = new AbortController();
      const onAbort = () => this.cancel(job);
      const job: Job = {
        run,
        abort,
        resolve: resolve as (value: unknown) => void,
        reject,
        forget: () => signal?.removeEventListener("abort", onAbort),
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(job);
      this.next();
    });
  }

  /** Requests waiting (not the one running). */
  get pending(): number {
    return this.waiting.length;
  }

  /** Cancels everything, now and later. */
  close(): void {
    this.closed = true;
    for (const job of this.waiting.splice(0)) {
      job.forget();
      job.reject(new RenderCancelled());
    }
    this.running?.abort.abort();
  }

  private cancel(job: Job): void {
    const at = this.waiting.indexOf(job);
    if (at >= 0) {
      this.waiting.splice(at, 1);
      job.forget();
      job.reject(new RenderCancelled());
    } else if (this.running === job) {
      job.abort.abort();
    }
  }

  private next(): void {
    if (this.running || this.closed) return;
    const job = this.waiting.pop();
    if (!job) return;
    this.running = job;
    const settle = (ok: boolean, value: unknown) => {
      this.running = null;
      job.forget();
      if (job.abort.signal.aborted) job.reject(new RenderCancelled());
      else if (ok) job.resolve(value);
      else job.reject(value);
      this.next();
    };
    // A run that throws before its first await is a failure like any other, not a stuck queue.
    new Promise<unknown>((resolve) => resolve(job.run(job.abort.signal))).then(
      (value) => settle(true, value),
      (error: unknown) => settle(false, error),
    );
  }
}
