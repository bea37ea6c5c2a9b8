import { whileRead } from "@lectern/core/kernel/whileRead";
import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";

describe("whileRead", () => {
  it("opens for the first reader and closes when the last one leaves, however many come between", () => {
    const source = new Subject<number>();
    const calls: string[] = [];
    const read = whileRead(
      source,
      () => calls.push("open"),
      () => calls.push("close"),
    );
    const seen: number[] = [];
    const first = read.subscribe((value) => seen.push(value));
    const second = read.subscribe((value) => seen.push(value * 10));
    source.next(1);
    first.unsubscribe();
    expect(calls).toEqual(["open"]);
    second.unsubscribe();
    expect(calls).toEqual(["open", "close"]);
    // A reader arriving after every reader left opens it again (StrictMode's resubscribe, a revisit).
    const third = read.subscribe(() => undefined);
    expect(calls).toEqual(["open", "close", "open"]);
    third.unsubscribe();
    expect(seen).toEqual([1, 10]);
  });
});
