import { Store } from "@lectern/core/kernel/Store";
import { describe, expect, it } from "vitest";

describe("Store", () => {
  it("keeps one observable for its life so React hooks do not resubscribe", () => {
    const store = new Store(1);
    expect(store.state$).toBe(store.state$);
  });

  it("emits changes and selected parts only when they change", () => {
    const store = new Store({ a: 1, b: 1 });
    const seen: number[] = [];
    const subscription = store.select((state) => state.a).subscribe((a) => seen.push(a));
    store.update((state) => ({ ...state, b: 2 }));
    store.update((state) => ({ ...state, a: 3 }));
    subscription.unsubscribe();
    expect(seen).toEqual([1, 3]);
    expect(store.value).toEqual({ a: 3, b: 2 });
  });
});
