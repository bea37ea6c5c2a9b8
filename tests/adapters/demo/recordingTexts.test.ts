import type { DemoTranscript } from "@lectern/adapters/demo/db/DemoSnapshot";
import { safeFileName } from "@lectern/adapters/demo/model/recordingFileNames";
import { clockTime, plainText, transcriptText } from "@lectern/adapters/demo/model/recordingTexts";
import { vttTime, webVttOf } from "@lectern/adapters/demo/model/webVtt";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const transcriptOf = (turns: DemoTranscript["turns"], error: string | null = null): DemoTranscript => ({
  id: "1",
  sessionId: "1",
  streamId: "1",
  speakers: [{ id: "host", name: "Host" }],
  turns,
  error,
  createdAt: 0,
});

const sentence = fc.record({
  start: fc.double({ min: 0, max: 20_000, noNaN: true }),
  length: fc.double({ min: 0, max: 30, noNaN: true }),
  text: fc.string({ minLength: 1, maxLength: 40, unit: "binary" }).filter((text) => text.trim().length > 0),
});

describe("texts of a recording's files", () => {
  it("writes WebVTT times as hh:mm:ss.ttt", () => {
    expect(vttTime(0)).toBe("00:00:00.000");
    expect(vttTime(3723.4567)).toBe("01:02:03.457");
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360_000, noNaN: true }), (seconds) => {
        const [h, m, rest] = vttTime(seconds).split(":");
        const back = Number(h) * 3600 + Number(m) * 60 + Number(rest);
        expect(Math.abs(back - seconds)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });

  it("makes one WebVTT cue per sentence, in time order, none for a transcript with an error", () => {
    fc.assert(
      fc.property(fc.array(sentence, { maxLength: 20 }), (sentences) => {
        const turns = [
          {
            speakerId: "host",
            sentences: sentences.map((s) => ({ start: s.start, end: s.start + s.length, text: s.text })),
          },
        ];
        const vtt = webVttOf(transcriptOf(turns));
        const timings = vtt.split("\n").filter((line) => line.includes(" --> "));
        expect(vtt.startsWith("WEBVTT\n")).toBe(true);
        expect(timings).toHaveLength(sentences.length);
        const starts = timings.map((line) => line.split(" --> ")[0]!);
        expect(starts).toEqual([...starts].sort());
        // A cue's text never breaks out of its cue.
        expect(
          vtt
            .trimEnd()
            .split("\n\n")
            .slice(1)
            .every((cue) => cue.split("\n").length === 3),
        ).toBe(true);
        expect(webVttOf(transcriptOf(turns, "No captions were heard."))).toBe("WEBVTT\n");
      }),
    );
  });

  it("writes the transcript as timed lines, and nothing for one with an error", () => {
    const turns = [{ speakerId: "host", sentences: [{ start: 3725, end: 3726, text: "Late." }] }];
    expect(transcriptText(transcriptOf(turns))).toBe("[1:02:05] Host: Late.\n");
    expect(transcriptText(transcriptOf(turns, "none"))).toBeNull();
    expect(clockTime(59.9)).toBe("0:59");
  });

  it("reads notes' HTML as plain text", () => {
    expect(plainText("<p>One &amp; two</p><p>Three<br>four</p>")).toBe("One & two\nThree\nfour");
  });

  it("makes file names without separators or reserved characters", () => {
    expect(safeFileName("Cells: part 1/2")).toBe("Cells part 1 2");
    expect(safeFileName(" / ")).toBe("Recording");
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        const safe = safeFileName(name);
        expect(safe).not.toMatch(/[\\/:*?"<>|]/);
        expect(safe.length).toBeGreaterThan(0);
        expect(safe.length).toBeLessThanOrEqual(120);
      }),
    );
  });
});
