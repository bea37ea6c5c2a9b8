import type { KeyValueStore } from "@lectern/core/ports/KeyValueStore";

/** KeyValueStore double backed by a Map. */
export class InMemoryKeyValue implements KeyValueStore {
  readonly entries = new Map<string, string>();
  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.entries.set(key, value);
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
}
