import type { DemoDatabase } from "../db/DemoDatabase";
import { DemoHttpError } from "../routing/DemoHttpError";

/** Issue 19: 10 failed logins per 15 minutes, per account and per client address. */
export const LOGIN_THROTTLE = { failures: 10, windowMs: 15 * 60 * 1000 } as const;

/** Spec 1 has no text for it (its login shows the server's title): ours, with the wait in minutes. */
export const tooManyLoginAttempts = (minutes: number): string =>
  `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

/**
 * When a key's failures (times, oldest first) let it try again: null while fewer than the limit fall
 * in the window, else when the oldest of the last `failures` leaves it. Pure, for a property test.
 */
export const retryAtOf = (failures: readonly number[], now: number, limit = LOGIN_THROTTLE): number | null => {
  const recent = failures.filter((at) => at > now - limit.windowMs);
  return recent.length < limit.failures ? null : recent[recent.length - limit.failures]! + limit.windowMs;
};

/**
 * Failed logins in memory (never in the stored data: a restart forgives), keyed `account:{e-mail}`
 * and `address:{client}`. An unknown e-mail counts like a known one, so the throttle tells nothing.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();

  /** When every key may try again, or null when none is held back. */
  retryAt(keys: readonly string[], now: number): number | null {
    const times = keys.map((key) => retryAtOf(this.#failures.get(key) ?? [], now)).filter((at) => at !== null);
    return times.length ? Math.max(...times) : null;
  }

  /** Throws the 429 (its Retry-After in seconds) while any of the keys is held back. */
  refuseWhileHeld(keys: readonly string[], now: number): void {
    const retryAt = this.retryAt(keys, now);
    if (retryAt === null) return;
    const seconds = Math.ceil((retryAt - now) / 1000);
    throw new DemoHttpError(
      429,
      { title: tooManyLoginAttempts(Math.ceil(seconds / 60)) },
      { "retry-after": String(seconds) },
    );
  }

  fail(keys: readonly string[], now: number): void {
    for (const key of keys) {
      const kept = (this.#failures.get(key) ?? []).filter((at) => at > now - LOGIN_THROTTLE.windowMs);
      this.#failures.set(key, [...kept, now]);
    }
    // Keys whose failures all left the window go, so guessed addresses cannot grow the map for ever.
    if (this.#failures.size > 10_000) {
      for (const [key, times] of this.#failures) {
        if (times.every((at) => at <= now - LOGIN_THROTTLE.windowMs)) this.#failures.delete(key);
      }
    }
  }

  /** A successful login clears its account's count (not its address's: one's own account must not unlock guessing). */
  forget(key: string): void {
    this.#failures.delete(key);
  }

  clear(): void {
    this.#failures.clear();
  }
}

const throttles = new WeakMap<DemoDatabase, LoginThrottle>();

/** The throttle of one backend (its database), made on first use. */
export const loginThrottleOf = (db: DemoDatabase): LoginThrottle => {
  let throttle = throttles.get(db);
  if (!throttle) {
    throttle = new LoginThrottle();
    throttles.set(db, throttle);
  }
  return throttle;
};
