import type { KeyValueStore } from "@lectern/core/ports/KeyValueStore";

/**
 * KeyValueStore over the browser's local storage. Storage can throw at any time (blocked cookies,
 * private modes, a full quota), so every failure falls back to memory: the app keeps working for
 * this tab, it only forgets the value on reload.
 */
export class LocalStorageKeyValue implements KeyValueStore {
  // Values that could not be written; they shadow storage so a failed write never reads stale.
  readonly #fallback = new Map<string, string>();

  constructor(private readonly storage: () => Storage = () => window.localStorage) {}

  get(key: string): string | null {
    const kept = this.#fallback.get(key);
    if (kept !== undefined) return kept;
    try {
      return this.storage().getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage().setItem(key, value);
      this.#fallback.delete(key);
    } catch {
      this.#fallback.set(key, value);
    }
  }

  remove(key: string): void {
    this.#fallback.delete(key);
    try {
      this.storage().removeItem(key);
    } catch {
      // Nothing persisted could be removed; the memory copy is already gone.
    }
  }
}
