import { PageData } from "@lectern/core/kernel/pageData/PageData";
import type { PageDataState } from "@lectern/core/kernel/pageData/pageDataState";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

/** A read whose replies the test hands out, in any order. */
const manualRead = <T, K = void>() => {
  const calls: { key: K; reply: Deferred<T> }[] = [];
  const read = (key: K): Promise<T> => {
    const reply = deferred<T>();
    calls.push({ key, reply });
    return reply.promise;
  };
  return { calls, read };
};

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const ready = <T>(data: T): PageDataState<T> => ({ status: "ready", data, refreshing: false, refreshFailed: null });

describe("PageData", () => {
  it("loads, shows the data, and reloads behind it", async () => {
    const { calls, read } = manualRead<string>();
    const page = new PageData(read);
    expect(page.state).toEqual({ status: "idle" });
    void page.load();
    expect(page.state).toEqual({ status: "loading" });
    calls[0]!.reply.resolve("first");
    await flush();
    expect(page.state).toEqual(ready("first"));
    void page.reload();
    expect(page.state).toEqual({ status: "ready", data: "first", refreshing: true, refreshFailed: null });
    calls[1]!.reply.resolve("second");
    await flush();
    expect(page.state).toEqual(ready("second"));
  });

  it("keeps the data shown when a re-read fails, and says so", async () => {
    const { calls, read } = manualRead<string>();
    const page = new PageData(read);
    void page.load();
    calls[0]!.reply.resolve("kept");
    await flush();
    void page.reload();
    calls[1]!.reply.reject(new Error("offline"));
    await flush();
    expect(page.state).toMatchObject({ status: "ready", data: "kept", refreshing: false });
    expect(page.state.status === "ready" && page.state.refreshFailed?.message).toBe("offline");
    // The next good read clears the notice.
    void page.reload();
    calls[2]!.reply.resolve("fresh");
    await flush();
    expect(page.state).toEqual(ready("fresh"));
  });

  it("a failed first load is failed; a fresh load drops the data shown", async () => {
    const { calls, read } = manualRead<string>();
    const page = new PageData(read);
    void page.load();
    calls[0]!.reply.reject(new Error("nope"));
    await flush();
    expect(page.state).toMatchObject({ status: "failed", failure: { message: "nope" } });
    void page.load();
    calls[1]!.reply.resolve("data");
    await flush();
    void page.load();
    expect(page.state).toEqual({ status: "loading" });
  });

  it("an older reply arriving after a newer one is dropped", async () => {
    const { calls, read } = manualRead<string>();
    const page = new PageData(read);
    const first = page.load();
    const second = page.reload();
    calls[1]!.reply.resolve("new");
    calls[0]!.reply.resolve("old");
    expect([await first, await second]).toEqual([false, true]);
    expect(page.state).toEqual(ready("new"));
  });

  it("update changes the data shown; supersede drops the reads on their way", async () => {
    const { calls, read } = manualRead<readonly string[]>();
    const page = new PageData(read);
    void page.load();
    page.update((list) => [...list, "ignored"]);
    calls[0]!.reply.resolve(["a", "b"]);
    await flush();
    void page.reload();
    page.update((list) => list.filter((item) => item !== "a"), { supersede: true });
    expect(page.state).toEqual(ready(["b"]));
    calls[1]!.reply.resolve(["a", "b"]);
    await flush();
    expect(page.state).toEqual(ready(["b"]));
  });

  it("replace shows a command's reply at once, even before the first read answered, and drops that read", async () => {
    const { calls, read } = manualRead<string>();
    const page = new PageData(read);
    void page.load();
    page.replace("saved");
    expect(page.state).toEqual(ready("saved"));
    calls[0]!.reply.resolve("older");
    await flush();
    expect(page.state).toEqual(ready("saved"));
  });

  it("StrictMode's double subscribe loads once, and a revisit loads afresh", async () => {
    const { calls, read } = manualRead<string>();
    const page = new PageData(read);
    const state$ = page.whileRead(page.state$);
    const seen: PageDataState<string>[] = [];
    state$.subscribe((state) => seen.push(state)).unsubscribe();
    const reader = state$.subscribe((state) => seen.push(state));
    expect(calls).toHaveLength(1);
    calls[0]!.reply.resolve("once");
    await flush();
    expect(page.state).toEqual(ready("once"));
    reader.unsubscribe();
    expect(page.state).toEqual({ status: "idle" });
    const again = state$.subscribe(() => undefined);
    expect(calls).toHaveLength(2);
    expect(page.state).toEqual({ status: "loading" });
    again.unsubscribe();
  });

  it("a reply arriving after the last reader left is dropped", async () => {
    const { calls, read } = manualRead<string>();
    const page = new PageData(read);
    page
      .whileRead(page.state$)
      .subscribe(() => undefined)
      .unsubscribe();
    calls[0]!.reply.resolve("late");
    await flush();
    expect(page.state).toEqual({ status: "idle" });
  });

  it("keyed: open is idempotent per key, a new key drops the old one's reply", async () => {
    const { calls, read } = manualRead<string, string>();
    const page = new PageData<string, string>(read, { keyed: true });
    page.whileRead(page.state$).subscribe(() => undefined);
    expect(calls).toHaveLength(0);
    void page.open("a");
    void page.open("a");
    expect(calls.map((call) => call.key)).toEqual(["a"]);
    void page.open("b");
    calls[1]!.reply.resolve("B");
    calls[0]!.reply.resolve("A");
    await flush();
    expect(page.state).toEqual(ready("B"));
    expect(page.key).toBe("b");
    await page.open("b");
    expect(calls).toHaveLength(2);
  });

  it("keyed: a failed key opens again, and closing forgets the key", async () => {
    const { calls, read } = manualRead<string, string>();
    const page = new PageData<string, string>(read, { keyed: true });
    const reader = page.whileRead(page.state$).subscribe(() => undefined);
    void page.open("a");
    calls[0]!.reply.reject(new Error("down"));
    await flush();
    void page.open("a");
    expect(calls).toHaveLength(2);
    reader.unsubscribe();
    expect(page.key).toBeUndefined();
    page.whileRead(page.state$).subscribe(() => undefined);
    expect(calls).toHaveLength(2);
  });

  type Step =
    | { readonly kind: "load" }
    | { readonly kind: "reload" }
    | { readonly kind: "reply"; readonly pick: number; readonly ok: boolean };

  const steps: fc.Arbitrary<Step[]> = fc.array(
    fc.oneof(
      fc.constant<Step>({ kind: "load" }),
      fc.constant<Step>({ kind: "reload" }),
      fc.record({ kind: fc.constant("reply" as const), pick: fc.nat(), ok: fc.boolean() }),
    ),
    { maxLength: 30 },
  );

  it("property: whatever the order of loads and replies, the view is the newest read's reply", async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (script) => {
        const { calls, read } = manualRead<number>();
        const page = new PageData(read);
        const open: number[] = [];
        // What the view must be: the newest read's outcome, else the last data shown.
        let lastData: number | null = null;
        let newestOutcome: { ok: boolean; value: number } | null = null;
        let fresh = false;
        for (const step of script) {
          if (step.kind === "load" || step.kind === "reload") {
            void (step.kind === "load" ? page.load() : page.reload());
            if (step.kind === "load") lastData = null;
            open.push(calls.length - 1);
            newestOutcome = null;
            fresh = step.kind === "load";
            continue;
          }
          if (open.length === 0) continue;
          const index = open.splice(step.pick % open.length, 1)[0]!;
          const isNewest = index === calls.length - 1;
          if (step.ok) calls[index]!.reply.resolve(index);
          else calls[index]!.reply.reject(new Error(`read ${index}`));
          await flush();
          if (isNewest) newestOutcome = { ok: step.ok, value: index };
          const state = page.state;
          if (!isNewest || newestOutcome === null) continue;
          if (step.ok) {
            expect(state).toEqual(ready(index));
            lastData = index;
          } else if (lastData === null || fresh) {
            expect(state).toMatchObject({ status: "failed", failure: { message: `read ${index}` } });
          } else {
            expect(state).toMatchObject({
              status: "ready",
              data: lastData,
              refreshFailed: { message: `read ${index}` },
            });
          }
        }
        // Replies of older reads never change the view after the newest settled.
        if (newestOutcome !== null) {
          const settled = page.state;
          for (const index of open) calls[index]!.reply.resolve(-1);
          await flush();
          expect(page.state).toEqual(settled);
        }
      }),
      { numRuns: 200 },
    );
  });
});
