export const KeyValueStore = Symbol.for("KeyValueStore");

/** Small persistent string settings (the browser's local storage keys of spec 3 §9). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
