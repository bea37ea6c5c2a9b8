import { readDataEvents } from "@lectern/adapters/http/readDataEvents";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** A body delivered in these pieces, each its own read (as network packets arrive). */
const streamOf = (chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

const readAll = async (stream: ReadableStream<Uint8Array>): Promise<unknown[]> => {
  const events: unknown[] = [];
  for await (const event of readDataEvents(stream)) events.push(event);
  return events;
};

/** The bytes cut at these positions (sorted, distinct, inside the body). */
const cutAt = (bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] => {
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    pieces.push(bytes.slice(from, cut));
    from = cut;
  }
  return pieces;
};

const encode = (text: string) => new TextEncoder().encode(text);

/** Tutor-like events with text that takes 2, 3 and 4 bytes a character in UTF-8. */
const TUTOR_EVENTS = [
  { type: "start", id: "m-1" },
  { type: "text", text: "Mitochondria make ATP — the cell's énergie 🔋 " },
  { type: "cite", start: 192.5, end: 200, label: "03:12", source: "transcript" },
  { type: "text", text: "数学 ∑ naïve" },
  { type: "done" },
];
const TUTOR_BODY = `${TUTOR_EVENTS.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("")}`;

const unicodeText = fc.string({ unit: "grapheme", maxLength: 12 });
const eventArb = fc.oneof(
  fc.record({ type: fc.constant("text"), text: unicodeText }),
  fc.record({ type: fc.constant("cite"), start: fc.integer({ min: 0, max: 14_400 }), label: unicodeText }),
  fc.record({ type: fc.constant("start"), id: fc.uuid() }),
);
/** What may sit between events and must be skipped: comments, other fields, blank lines. */
const noiseArb = fc.constantFrom("", ": keep-alive", ":", "event: tutor", "id: 7", "retry: 1000", "dataset: no");
const endingArb = fc.constantFrom("\n", "\r\n", "\r");
const bodyArb = fc
  .array(fc.tuple(eventArb, noiseArb, endingArb, fc.constantFrom("data: ", "data:", "data:  ")), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => ({
    events: parts.map(([event]) => event),
    text: parts
      .map(
        ([event, noise, ending, prefix]) =>
          `${noise}${noise === "" ? "" : ending}${prefix}${JSON.stringify(event)}${ending}${ending}`,
      )
      .join(""),
  }));

/** A body and arbitrary cut positions inside it. */
const chunkedArb = bodyArb.chain((body) => {
  const bytes = encode(body.text);
  return fc
    .uniqueArray(fc.integer({ min: 1, max: Math.max(1, bytes.length - 1) }), { maxLength: bytes.length })
    .map((cuts) => ({ ...body, bytes, cuts: cuts.filter((cut) => cut < bytes.length).sort((a, b) => a - b) }));
});

describe("readDataEvents", () => {
  it("reads the same events however the body is cut into packets (LF, CRLF, CR; comments; multi-byte text)", async () => {
    await fc.assert(
      fc.asyncProperty(chunkedArb, async ({ events, bytes, cuts }) => {
        expect(await readAll(streamOf(cutAt(bytes, cuts)))).toEqual(events);
      }),
      { numRuns: 300 },
    );
  });

  it("a tutor answer split in two at every byte position, inside `data:` and inside a 4-byte character", async () => {
    const bytes = encode(TUTOR_BODY);
    const emoji = bytes.indexOf(0xf0);
    expect(emoji).toBeGreaterThan(0);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await readAll(streamOf(cutAt(bytes, [cut])))).toEqual(TUTOR_EVENTS);
    }
  });

  it("a tutor answer one byte per packet", async () => {
    const bytes = encode(TUTOR_BODY.replaceAll("\n", "\r\n"));
    const everyByte = Array.from({ length: bytes.length - 1 }, (_, index) => index + 1);
    expect(await readAll(streamOf(cutAt(bytes, everyByte)))).toEqual(TUTOR_EVENTS);
  });

  it("reads a last line the server did not end, and keeps non-JSON payloads as text", async () => {
    expect(await readAll(streamOf([encode(': hello\r\ndata: plain words\r\n\r\ndata: {"n":3}')]))).toEqual([
      "plain words",
      { n: 3 },
    ]);
  });

  it("skips empty data lines and a body of comments only", async () => {
    expect(await readAll(streamOf([encode("data:\n\ndata:   \n\n: only a comment\n\n")]))).toEqual([]);
  });

  it("a consumer that stops early cancels the body", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encode('data: {"n":1}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readDataEvents(stream)) {
      expect(event).toEqual({ n: 1 });
      break;
    }
    expect(cancelled).toBe(true);
  });
});
