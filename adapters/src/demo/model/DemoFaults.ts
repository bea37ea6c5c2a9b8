import type { ApiMethod, WireResponse } from "@lectern/core/api/wire";

/** What an armed fault does to a matching request. */
export type DemoFaultAction =
  /** Answer this instead of the handler. A status 0 answer is no answer at all (as `drop`). */
  | { readonly kind: "reply"; readonly response: WireResponse }
  /** Only the fault's `delayMs`; then the request is handled as usual. */
  | { readonly kind: "delay" }
  /**
   * No answer: InProcessHttp gets status 0, the Node server destroys the socket. With
   * `afterHandling` the request is handled first and only its answer is lost (a retry then finds
   * the work done, which is what idempotency is for).
   */
  | { readonly kind: "drop"; readonly afterHandling?: boolean }
  /** The session the path names (sessions/{id}/… or streams/{id}/…) is deleted first: the request then meets a 404. */
  | { readonly kind: "deleteSession" }
  /** The merge (POST sessions/{id}/merge) starts converting and fails with 500. */
  | { readonly kind: "failMerge" }
  /** The request's writes of recording bytes fail as on a full disk (QuotaExceededError). */
  | { readonly kind: "failMediaWrite" }
  /**
   * The request waits, unanswered, until the test calls release() (or clear()), then is handled as
   * usual: a "mid-upload" a test can hold for as long as it needs, with no timer to race.
   */
  | { readonly kind: "hold" };

export interface DemoFaultSpec {
  readonly method: ApiMethod;
  // A normalised path without query (`v2/user`); a `*` segment matches any one segment, as in
  // `streams/*/partial/upload`.
  readonly path: string;
  /** How many matching requests get the fault; 1 by default. */
  readonly times?: number;
  /** How many matching requests pass untouched before the fault applies; 0 by default. */
  readonly after?: number;
  /** Waited (on a timer) before the action; the only effect of a `delay` action. */
  readonly delayMs?: number;
  readonly action?: DemoFaultAction;
  /** The original form: the same as `action: { kind: "reply", response }`. */
  readonly response?: WireResponse;
}

/** A fault taken by a request: what to do, after how long. */
export interface TakenFault {
  readonly action: DemoFaultAction;
  readonly delayMs: number;
}

interface ArmedFault extends TakenFault {
  readonly method: ApiMethod;
  readonly segments: readonly string[];
  remaining: number;
  /** Matching requests still to let through untouched. */
  passes: number;
}

const trimSlashes = (path: string): string => path.replace(/^\/+|\/+$/g, "");

const matches = (segments: readonly string[], path: string): boolean => {
  const actual = path === "" ? [] : path.split("/");
  return actual.length === segments.length && segments.every((part, i) => part === "*" || part === actual[i]);
};

/** Why a spec cannot be armed, or null. */
const problemOf = (spec: DemoFaultSpec, action: DemoFaultAction | undefined, path: string): string | null => {
  if (!action) return "A fault needs an action (or a response).";
  if (spec.action && spec.response) return "A fault takes an action or a response, not both.";
  if (!path) return "A fault needs the path it applies to.";
  const times = spec.times ?? 1;
  if (!Number.isInteger(times) || times < 1) return "A fault's times must be a positive whole number.";
  const after = spec.after ?? 0;
  if (!Number.isInteger(after) || after < 0) return "A fault's after must be zero or a positive whole number.";
  const delay = spec.delayMs ?? 0;
  if (!Number.isFinite(delay) || delay < 0) return "A fault's delayMs must be zero or more.";
  if (action.kind === "delay" && delay <= 0) return "A delay fault needs a delayMs above zero.";
  if (action.kind === "reply" && !(Number.isInteger(action.response.status) && action.response.status >= 0)) {
    return "A reply fault needs a status of 0 to 599.";
  }
  if (action.kind === "deleteSession" && !/^(sessions|streams)\/[^/]+(\/|$)/.test(path)) {
    return "A deleteSession fault needs a path under sessions/{id} or streams/{id}.";
  }
  if (action.kind === "failMerge" && !(spec.method === "POST" && /^sessions\/[^/]+\/merge$/.test(path))) {
    return "A failMerge fault applies to POST sessions/{id}/merge (or sessions/*/merge).";
  }
  return null;
};

/**
 * Faults armed by tests: the next matching requests get the armed action instead of (or around) the
 * real handler. Also a fixed delay added to every request (a benchmark's server latency). Kept in
 * memory only: a reload never replays a fault.
 */
export class DemoFaults {
  readonly #armed: ArmedFault[] = [];
  /** Requests a hold fault keeps waiting; release() lets them all go. */
  #held: (() => void)[] = [];
  #addedDelayMs = 0;

  /** Throws a RangeError with the reason when the spec is not valid. */
  arm(spec: DemoFaultSpec): void {
    const action = spec.action ?? (spec.response ? { kind: "reply" as const, response: spec.response } : undefined);
    const path = trimSlashes(spec.path);
    const problem = problemOf(spec, action, path);
    if (problem || !action) throw new RangeError(problem ?? "A fault needs an action.");
    this.#armed.push({
      method: spec.method,
      segments: path.split("/"),
      action,
      delayMs: spec.delayMs ?? 0,
      remaining: spec.times ?? 1,
      passes: spec.after ?? 0,
    });
  }

  /** The next merge of any session fails (or the next `times` merges). */
  failNextMerge(times = 1): void {
    this.arm({ method: "POST", path: "sessions/*/merge", action: { kind: "failMerge" }, times });
  }

  /** The next merge's (or `times` merges') write of the merged file fails as on a full disk. */
  failNextMergedWrite(times = 1): void {
    this.arm({ method: "POST", path: "sessions/*/merge", action: { kind: "failMediaWrite" }, times });
  }

  /** The first fault armed for this request, used up one time; null when none is. */
  take(method: ApiMethod, path: string): TakenFault | null {
    const index = this.#armed.findIndex((fault) => fault.method === method && matches(fault.segments, path));
    if (index < 0) return null;
    const fault = this.#armed[index]!;
    if (fault.passes > 0) {
      fault.passes -= 1;
      return null;
    }
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#armed.splice(index, 1);
    return { action: fault.action, delayMs: fault.delayMs };
  }

  /** Faults still armed. */
  get armed(): number {
    return this.#armed.length;
  }

  /** Waited before every request (not cleared by clear()): a fixed server latency for benchmarks. */
  get addedDelayMs(): number {
    return this.#addedDelayMs;
  }

  setAddedDelay(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError("The added delay must be zero or more milliseconds.");
    this.#addedDelayMs = ms;
  }

  /** Resolves when release() (or clear()) lets held requests go. */
  waitForRelease(): Promise<void> {
    return new Promise((resolve) => this.#held.push(resolve));
  }

  /** How many requests a hold fault keeps waiting now. */
  get holding(): number {
    return this.#held.length;
  }

  /** Lets every held request go on, to be handled as usual. */
  release(): void {
    const held = this.#held;
    this.#held = [];
    for (const resume of held) resume();
  }

  /** Disarms every fault and lets held requests go; the added delay stays (a setting of the server, not a fault). */
  clear(): void {
    this.#armed.length = 0;
    this.release();
  }
}
