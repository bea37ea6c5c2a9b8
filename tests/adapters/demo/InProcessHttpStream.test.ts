import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import { InProcessHttp } from "@lectern/adapters/demo/InProcessHttp";
import { streamReply } from "@lectern/adapters/demo/routing/replies";
import { describe, expect, it } from "vitest";

const REQUEST: WireRequest = { method: "POST", url: "sessions/1/tutor", headers: {} };

/** A route's events, released one by one by the test, that records whether it was stopped. */
const controlledEvents = () => {
  // A semaphore: a release given before the route waits is kept for it.
  let released = 0;
  let waiting: (() => void) | null = null;
  const state = { stopped: false, finished: false };
  const step = () =>
    new Promise<void>((resolve) => {
      if (released > 0) {
        released -= 1;
        resolve();
      } else waiting = resolve;
    });
  const release = () => {
    const resume = waiting;
    waiting = null;
    if (resume) resume();
    else released += 1;
  };
  async function* events() {
    try {
      for (let index = 0; index < 3; index += 1) {
        await step();
        yield { type: "text", text: `piece ${index}` };
      }
      state.finished = true;
    } finally {
      if (!state.finished) state.stopped = true;
    }
  }
  return { events: events(), release, state };
};

const backendAnswering = (response: WireResponse) => ({ handle: async () => response });

describe("InProcessHttp and streaming answers", () => {
  it("yields each event as the route makes it (copied), and ends with the route", async () => {
    const { events, release, state } = controlledEvents();
    const http = new InProcessHttp(backendAnswering(streamReply(events)));
    const iterator = http.stream(REQUEST)[Symbol.asyncIterator]();
    const first = iterator.next();
    release();
    expect(await first).toEqual({ done: false, value: { type: "text", text: "piece 0" } });
    const second = iterator.next();
    release();
    expect((await second).value).toEqual({ type: "text", text: "piece 1" });
    const third = iterator.next();
    release();
    expect((await third).value).toEqual({ type: "text", text: "piece 2" });
    expect((await iterator.next()).done).toBe(true);
    expect(state).toEqual({ stopped: false, finished: true });
  });

  it("ends at once when the caller aborts, and stops the route's events", async () => {
    const { events, release, state } = controlledEvents();
    const http = new InProcessHttp(backendAnswering(streamReply(events)));
    const abort = new AbortController();
    const iterator = http.stream(REQUEST, abort.signal)[Symbol.asyncIterator]();
    const first = iterator.next();
    release();
    await first;
    const pending = iterator.next();
    abort.abort();
    expect(await pending).toEqual({ done: true, value: undefined });
    // The route was mid-step: it hears the stop as soon as it hands over its next event.
    release();
    await expect.poll(() => state.stopped).toBe(true);
  });

  it("reads a streaming answer whole through send(), and throws the error body of a refused stream", async () => {
    async function* two() {
      yield { type: "start", id: "1" };
      yield { type: "done" };
    }
    const whole = await new InProcessHttp(backendAnswering(streamReply(two()))).send(REQUEST);
    expect(whole).toMatchObject({ status: 200, body: [{ type: "start", id: "1" }, { type: "done" }] });
    expect(whole.headers["content-type"]).toBe("text/event-stream");

    const refused = new InProcessHttp(
      backendAnswering({
        status: 403,
        headers: {},
        body: { errors: [{ title: "The tutor is not part of your plan." }] },
      }),
    );
    await expect(
      (async () => {
        for await (const _ of refused.stream(REQUEST)) return;
      })(),
    ).rejects.toThrow('{"errors":[{"title":"The tutor is not part of your plan."}]}');
  });
});
