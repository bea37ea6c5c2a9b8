import type { Observable } from "rxjs";

export const NetworkProbe = Symbol.for("NetworkProbe");

/** Checks reachability of the internet and relays the platform's own online/offline signal. */
export interface NetworkProbe {
  /** Resolves true when the probe target answered within `timeoutMs`. */
  probe(timeoutMs: number): Promise<boolean>;
  /** The platform's online (true) / offline (false) events. */
  readonly platformOnline$: Observable<boolean>;
}
