import { plainText, type TutorMessage } from "@lectern/core/study/tutor/TutorMessage";
import {
  IDLE_TUTOR_CHAT,
  type TutorChatEvent,
  type TutorChatState,
  tutorChatReducer,
} from "@lectern/core/study/tutor/tutorChatReducer";
import { TUTOR_TEXTS } from "@lectern/core/study/tutor/tutorTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const run = (events: readonly TutorChatEvent[], from: TutorChatState = IDLE_TUTOR_CHAT): TutorChatState =>
  events.reduce(tutorChatReducer, from);

/** A record whose (empty) history is read, with one question asked. */
const asking = (): TutorChatState =>
  run([
    { type: "opened", recordId: "41" },
    { type: "historyLoaded", messages: [] },
    { type: "asked", question: "What is ATP?", studentId: "s1", tutorId: "t1" },
  ]);

const tutorMessage = (state: TutorChatState): TutorMessage => {
  const found = state.messages.find((message) => message.id === "t1");
  if (!found) throw new Error("no tutor message");
  return found;
};

const textEvent = fc.string({ maxLength: 12 }).map((text) => ({ type: "text", text }));
const citeEvent = fc
  .tuple(fc.integer({ min: 0, max: 4 * 3600 * 10 }), fc.integer({ min: 0, max: 600 }))
  .map(([tenths, length]) => ({
    type: "cite",
    start: tenths / 10,
    end: tenths / 10 + length / 10,
    label: `${tenths}`,
    source: "transcript",
  }));
/** What a newer or broken server may send: other types, no type, wrong shapes, non-objects. */
const strayEvent = fc.oneof(
  fc.record({ type: fc.constantFrom("ping", "usage", "progress", "TEXT"), text: fc.string() }),
  fc.record({ text: fc.string() }),
  fc.constant({ type: "text", text: 42 }),
  fc.constant({ type: "cite", start: "soon" }),
  fc.constant(null),
  fc.string(),
  fc.integer(),
);
const streamArb = fc.array(
  fc.oneof({ weight: 4, arbitrary: textEvent }, { weight: 2, arbitrary: citeEvent }, strayEvent),
  {
    maxLength: 40,
  },
);

const received = (payloads: readonly unknown[]): TutorChatEvent[] =>
  payloads.map((payload) => ({ type: "received", payload }));

const texts = (payloads: readonly unknown[]): string =>
  payloads
    .filter(
      (p): p is { type: "text"; text: string } =>
        typeof p === "object" &&
        p !== null &&
        (p as { type?: unknown }).type === "text" &&
        typeof (p as { text?: unknown }).text === "string",
    )
    .map((p) => p.text)
    .join("");

const cites = (payloads: readonly unknown[]) =>
  payloads.filter(
    (p): p is { type: "cite"; start: number } =>
      typeof p === "object" &&
      p !== null &&
      (p as { type?: unknown }).type === "cite" &&
      typeof (p as { start?: unknown }).start === "number",
  );

describe("tutorChatReducer: an answer folds in as its events arrive", () => {
  it("the answer's text is the text events joined, whatever else came between", () => {
    fc.assert(
      fc.property(streamArb, (payloads) => {
        const state = run(
          [{ type: "received", payload: { type: "start", id: "m9" } }, ...received(payloads)],
          asking(),
        );
        expect(plainText(tutorMessage(state).segments)).toBe(texts(payloads));
      }),
    );
  });

  it("citations keep their order, and no two text segments sit side by side", () => {
    fc.assert(
      fc.property(streamArb, (payloads) => {
        const segments = tutorMessage(run(received(payloads), asking())).segments;
        expect(segments.filter((segment) => segment.type === "cite").map((cite) => cite.start)).toEqual(
          cites(payloads).map((cite) => cite.start),
        );
        segments.forEach((segment, index) => {
          if (segment.type === "text") expect(segments[index + 1]?.type).not.toBe("text");
        });
      }),
    );
  });

  it("unknown events change nothing at all", () => {
    fc.assert(
      fc.property(fc.array(strayEvent, { maxLength: 10 }), (payloads) => {
        const before = asking();
        expect(run(received(payloads), before)).toBe(before);
      }),
    );
  });

  it("Stop keeps exactly what came, marks the answer stopped, and ignores what arrives after", () => {
    fc.assert(
      fc.property(streamArb, streamArb, (before, after) => {
        const stopped = run([...received(before), { type: "stopped" }], asking());
        const message = tutorMessage(stopped);
        expect(message.status).toBe("stopped");
        expect(plainText(message.segments)).toBe(texts(before));
        expect(stopped.answeringId).toBeNull();
        expect(run([...received(after), { type: "received", payload: { type: "done" } }], stopped).messages).toBe(
          stopped.messages,
        );
      }),
    );
  });

  it("done completes the answer and announces it once, whole; pieces are never announced", () => {
    fc.assert(
      fc.property(streamArb, (payloads) => {
        const start = asking();
        const streamed = run(received(payloads), start);
        expect(streamed.announcement).toEqual(start.announcement);
        const done = run([{ type: "received", payload: { type: "done" } }], streamed);
        expect(tutorMessage(done).status).toBe("complete");
        expect(done.answeringId).toBeNull();
        expect(done.announcement?.serial).toBe((start.announcement?.serial ?? 0) + 1);
        expect(done.announcement?.text.startsWith(TUTOR_TEXTS.repliedPrefix)).toBe(true);
      }),
    );
  });
});

describe("tutorChatReducer: the exchange around the answer", () => {
  it("the spoken reply reads citations as moments", () => {
    const done = run(
      received([
        { type: "start", id: "m1" },
        { type: "text", text: "Cells make ATP in mitochondria " },
        { type: "cite", start: 192, end: 200, label: "03:12", source: "transcript" },
        { type: "text", text: "." },
        { type: "done" },
      ]),
      asking(),
    );
    expect(done.announcement?.text).toBe("The tutor replied: Cells make ATP in mitochondria (at 03:12).");
  });

  it("one question at a time: asking again while answering changes nothing", () => {
    const state = asking();
    expect(tutorChatReducer(state, { type: "asked", question: "Again?", studentId: "s2", tutorId: "t2" })).toBe(state);
  });

  it("a question waits for the history: asked while loading changes nothing", () => {
    const loading = run([{ type: "opened", recordId: "41" }]);
    expect(tutorChatReducer(loading, { type: "asked", question: "Q", studentId: "s", tutorId: "t" })).toBe(loading);
  });

  it("a failure keeps what came and shows its text on that exchange only", () => {
    const state = run(
      [
        ...received([{ type: "text", text: "Partly" }]),
        { type: "failed", message: "The tutor is not part of your plan." },
      ],
      asking(),
    );
    expect(tutorMessage(state)).toMatchObject({
      status: "failed",
      error: "The tutor is not part of your plan.",
      segments: [{ type: "text", text: "Partly" }],
    });
    expect(state.messages[0]).toMatchObject({ role: "student", status: "complete" });
    expect(state.answeringId).toBeNull();
  });

  it("a stream that ends without done is cut off, not complete", () => {
    const state = run([...received([{ type: "text", text: "Half" }]), { type: "ended" }], asking());
    expect(tutorMessage(state)).toMatchObject({ status: "failed", error: TUTOR_TEXTS.cutOff });
  });

  it("ended after done changes nothing", () => {
    const done = run(received([{ type: "done" }]), asking());
    expect(tutorChatReducer(done, { type: "ended" })).toBe(done);
  });

  it("clearing empties the conversation; a failed clear keeps it and says why", () => {
    const done = run(received([{ type: "text", text: "A" }, { type: "done" }]), asking());
    expect(run([{ type: "clearing" }, { type: "cleared" }], done)).toMatchObject({ messages: [], clearing: false });
    expect(run([{ type: "clearing" }, { type: "clearFailed", message: "No" }], done)).toMatchObject({
      messages: done.messages,
      clearError: "No",
      clearing: false,
    });
  });

  it("opening a record starts from an empty, loading conversation", () => {
    expect(run([{ type: "opened", recordId: "7" }], asking())).toMatchObject({
      recordId: "7",
      history: "loading",
      messages: [],
      answeringId: null,
    });
  });
});
