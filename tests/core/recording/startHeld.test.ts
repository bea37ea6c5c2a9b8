import { startHeld } from "@lectern/core/recording/application/startHeld";
import fc from "fast-check";
import { Observable, Subject, toArray, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";

describe("startHeld", () => {
  it("subscribes at once, and the taker gets every value in order, held ones first", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.array(fc.integer()), fc.boolean(), (before, after, completeEarly) => {
        const source = new Subject<number>();
        let subscribed = 0;
        const held = startHeld(
          new Observable<number>((subscriber) => {
            subscribed += 1;
            return source.subscribe(subscriber);
          }),
        );
        expect(subscribed).toBe(1);
        before.forEach((value) => source.next(value));
        if (completeEarly) source.complete();
        const seen: number[] = [];
        let done = false;
        held.source$.subscribe({ next: (value) => seen.push(value), complete: () => (done = true) });
        after.forEach((value) => source.next(value));
        source.complete();
        expect(seen).toEqual(completeEarly ? before : [...before, ...after]);
        expect(done).toBe(true);
        expect(subscribed).toBe(1);
      }),
    );
  });

  it("passes on an error that happened while held", async () => {
    const source = new Subject<number>();
    const held = startHeld(source);
    source.next(1);
    source.error(new Error("recorder failed"));
    const seen: number[] = [];
    await expect(
      new Promise<void>((resolve, reject) =>
        held.source$.subscribe({ next: (v) => seen.push(v), error: reject, complete: () => resolve() }),
      ),
    ).rejects.toThrow("recorder failed");
    expect(seen).toEqual([1]);
  });

  it("cancel gives the source up; unsubscribing the taker does too", async () => {
    let active = 0;
    const source = new Observable<number>(() => {
      active += 1;
      return () => (active -= 1);
    });
    const cancelled = startHeld(source);
    expect(active).toBe(1);
    cancelled.cancel();
    expect(active).toBe(0);

    const taken = startHeld(source);
    const subscription = taken.source$.subscribe();
    expect(active).toBe(1);
    subscription.unsubscribe();
    expect(active).toBe(0);
    expect(
      await firstValueFrom(startHeld(new Observable<number>((s) => s.complete())).source$.pipe(toArray())),
    ).toEqual([]);
  });
});
