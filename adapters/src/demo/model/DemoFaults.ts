import type { ApiMethod, WireResponse } from "@lectern/core/api/wire";

export interface DemoFault {
  readonly method: ApiMethod;
  /** Normalised path without query, e.g. `v2/user`. */
  readonly path: string;
  readonly response: WireResponse;
  /** How many matching requests get the fault. */
  remaining: number;
}

/**
 * Faults armed by tests (or the demo's own fault page): the next matching requests get the given
 * answer instead of the real handler. Kept in memory only: a reload never replays a fault.
 */
export class DemoFaults {
  readonly #armed: DemoFault[] = [];

  arm(fault: Omit<DemoFault, "remaining"> & { readonly times?: number }): void {
    this.#armed.push({
      method: fault.method,
      path: fault.path.replace(/^\/+|\/+$/g, ""),
      response: fault.response,
      remaining: fault.times ?? 1,
    });
  }

  /** The answer for this request if a fault is armed for it (used up one time). */
  take(method: ApiMethod, path: string): WireResponse | null {
    const index = this.#armed.findIndex((fault) => fault.method === method && fault.path === path);
    if (index < 0) return null;
    const fault = this.#armed[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#armed.splice(index, 1);
    return fault.response;
  }

  get armed(): number {
    return this.#armed.length;
  }

  clear(): void {
    this.#armed.length = 0;
  }
}
