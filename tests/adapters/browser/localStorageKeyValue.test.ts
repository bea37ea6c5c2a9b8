// @vitest-environment jsdom
import { LocalStorageKeyValue } from "@lectern/adapters/browser/LocalStorageKeyValue";
import { afterEach, describe, expect, it } from "vitest";

/** A Storage whose every call throws, as in a browser with storage blocked. */
const blocked = (): Storage => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

/** A Storage that reads fine but refuses writes, as when the quota is full. */
class FullStorage implements Storage {
  readonly inner = new Map<string, string>();
  get length() {
    return this.inner.size;
  }
  clear(): void {
    this.inner.clear();
  }
  getItem(key: string): string | null {
    return this.inner.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.inner.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.inner.delete(key);
  }
  setItem(): void {
    throw new DOMException("quota", "QuotaExceededError");
  }
}

afterEach(() => window.localStorage.clear());

describe("LocalStorageKeyValue", () => {
  it("reads, writes and removes through window.localStorage", () => {
    const store = new LocalStorageKeyValue();
    expect(store.get("token")).toBeNull();
    store.set("token", "abc");
    expect(window.localStorage.getItem("token")).toBe("abc");
    expect(new LocalStorageKeyValue().get("token")).toBe("abc");
    store.remove("token");
    expect(store.get("token")).toBeNull();
  });

  it("keeps working in memory when storage is unavailable", () => {
    const store = new LocalStorageKeyValue(blocked);
    expect(store.get("token")).toBeNull();
    store.set("token", "abc");
    expect(store.get("token")).toBe("abc");
    store.remove("token");
    expect(store.get("token")).toBeNull();
  });

  it("never reads back a stale value after a refused write", () => {
    const storage = new FullStorage();
    storage.inner.set("redirect_to", "/old");
    const store = new LocalStorageKeyValue(() => storage);
    store.set("redirect_to", "/new");
    expect(store.get("redirect_to")).toBe("/new");
    store.remove("redirect_to");
    expect(store.get("redirect_to")).toBeNull();
    expect(storage.inner.has("redirect_to")).toBe(false);
  });
});
