import { cueTimestamp } from "@lectern/core/records/transcript/cueTimestamp";
import { flattenTranscript } from "@lectern/core/records/transcript/flattenTranscript";
import { formatClock } from "@lectern/core/records/transcript/formatClock";
import { toSrt } from "@lectern/core/records/transcript/toSrt";
import { toText } from "@lectern/core/records/transcript/toText";
import { toWebVtt } from "@lectern/core/records/transcript/toWebVtt";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { transcriptArb } from "./transcriptArbitraries";

interface ParsedCue {
  readonly number: number;
  readonly startMs: number;
  readonly endMs: number;
  readonly text: string;
}

const toMs = (h: string, m: string, s: string, ms: string) =>
  ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);

/** A strict reader of the subset both formats use here: number, timing line, one text line. */
const parseCues = (body: string, separator: "," | "."): ParsedCue[] => {
  const timing = new RegExp(
    `^(\\d{2,}):(\\d{2}):(\\d{2})\\${separator}(\\d{3}) --> (\\d{2,}):(\\d{2}):(\\d{2})\\${separator}(\\d{3})$`,
  );
  return body
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const [number = "", times = "", ...text] = block.replace(/\n$/, "").split("\n");
      const match = timing.exec(times);
      if (!match || text.length !== 1 || !/^\d+$/.test(number)) throw new Error(`bad cue: ${JSON.stringify(block)}`);
      const [, h1 = "", m1 = "", s1 = "", ms1 = "", h2 = "", m2 = "", s2 = "", ms2 = ""] = match;
      return {
        number: Number(number),
        startMs: toMs(h1, m1, s1, ms1),
        endMs: toMs(h2, m2, s2, ms2),
        text: text[0] ?? "",
      };
    });
};

const ms = (seconds: number) => Math.round(seconds * 1000);

describe("transcript exports", () => {
  it("SRT read back gives every sentence's times to the millisecond, 1-based cues, speaker prefixes", () => {
    fc.assert(
      fc.property(transcriptArb, (transcript) => {
        const cues = parseCues(toSrt(transcript), ",");
        expect(cues).toHaveLength(transcript.sentences.length);
        cues.forEach((cue, position) => {
          const sentence = transcript.sentences[position];
          expect(cue.number).toBe(position + 1);
          expect(cue.startMs).toBe(ms(sentence?.start ?? NaN));
          expect(cue.endMs).toBe(ms(sentence?.end ?? NaN));
          expect(cue.text.endsWith(`: ${sentence?.text}`)).toBe(true);
        });
      }),
    );
  });

  it("WebVTT read back (after its header) gives the same times, with voice tags", () => {
    fc.assert(
      fc.property(transcriptArb, (transcript) => {
        const vtt = toWebVtt(transcript);
        expect(vtt.startsWith("WEBVTT\n")).toBe(true);
        // A blank line separates the header from the first cue (there is none when there are no cues).
        const cues = parseCues(vtt.slice("WEBVTT\n".length).replace(/^\n/, ""), ".");
        expect(cues).toHaveLength(transcript.sentences.length);
        cues.forEach((cue, position) => {
          const sentence = transcript.sentences[position];
          expect([cue.startMs, cue.endMs]).toEqual([ms(sentence?.start ?? NaN), ms(sentence?.end ?? NaN)]);
          expect(cue.text).toMatch(/^<v [^<>]+>[^<>]*$/);
          expect(cue.text).not.toContain("-->");
        });
      }),
    );
  });

  it("writes the documented shapes", () => {
    const transcript = flattenTranscript(
      [
        { id: "host", name: "Ada" },
        { id: "guest", name: "Bo <b>" },
      ],
      [
        { speakerId: "host", sentences: [{ start: 1.5, end: 4.0004, text: "Hello there." }] },
        { speakerId: "guest", sentences: [{ start: 3725.25, end: 3727, text: "Fish & chips > all" }] },
      ],
    );
    expect(toSrt(transcript)).toBe(
      "1\n00:00:01,500 --> 00:00:04,000\nAda: Hello there.\n\n2\n01:02:05,250 --> 01:02:07,000\nBo <b>: Fish & chips > all\n",
    );
    expect(toWebVtt(transcript)).toBe(
      "WEBVTT\n\n1\n00:00:01.500 --> 00:00:04.000\n<v Ada>Hello there.\n\n2\n01:02:05.250 --> 01:02:07.000\n<v Bo &lt;b&gt;>Fish &amp; chips &gt; all\n",
    );
    expect(toText(transcript)).toBe("Ada (00:00:01)\nHello there.\n\nBo <b> (01:02:05)\nFish & chips > all\n");
  });

  it("formats clock and cue times", () => {
    expect(formatClock(65.9, false)).toBe("01:05");
    expect(formatClock(65.9, true)).toBe("00:01:05");
    expect(formatClock(3 * 3600 + 59 * 60 + 59.99, false)).toBe("03:59:59");
    expect(cueTimestamp(0.0005, ",")).toBe("00:00:00,001");
    expect(cueTimestamp(100 * 3600, ".")).toBe("100:00:00.000");
  });
});
