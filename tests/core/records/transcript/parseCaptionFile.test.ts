import { CAPTION_IMPORT_TEXTS } from "@lectern/core/records/transcript/captionImportTexts";
import { cueTimestamp } from "@lectern/core/records/transcript/cueTimestamp";
import {
  CAPTION_FILE_LIMITS,
  type CaptionCue,
  captionFileProblem,
  parseCaptionFile,
} from "@lectern/core/records/transcript/parseCaptionFile";
import { speakerNames } from "@lectern/core/records/transcript/speakerNames";
import { toWebVtt } from "@lectern/core/records/transcript/toWebVtt";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { secondsArb, transcriptArb } from "./transcriptArbitraries";

const cuesOf = (text: string, name?: string): readonly CaptionCue[] => {
  const parsed = parseCaptionFile(text, name);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.cues;
};

const errorOf = (text: string, name?: string) => {
  const parsed = parseCaptionFile(text, name);
  if (parsed.ok) throw new Error("expected the file to be refused");
  return parsed;
};

describe("parseCaptionFile: SubRip", () => {
  it("reads numbered cues, multi-line text, a BOM and CRLF line endings", () => {
    const srt =
      "\uFEFF1\r\n00:00:01,000 --> 00:00:03,500\r\nWelcome to the\r\nlecture on cells.\r\n\r\n2\r\n00:01:02,250 --> 00:01:05,000\r\nEvery living thing.\r\n";
    const parsed = parseCaptionFile(srt, "cells.srt");
    expect(parsed).toEqual({
      ok: true,
      format: "srt",
      cues: [
        { start: 1, end: 3.5, text: "Welcome to the lecture on cells.", speaker: null },
        { start: 62.25, end: 65, text: "Every living thing.", speaker: null },
      ],
    });
  });

  it("drops formatting tags and {\\an8}, keeps a voice tag as the speaker, skips cues without text", () => {
    const srt = [
      "1",
      "00:00:01,000 --> 00:00:02,000",
      '{\\an8}<i>Quiet</i> <font color="red">please</font>',
      "",
      "2",
      "00:00:02,000 --> 00:00:03,000",
      "<v Dr. Ada>Cells &amp; tissues",
      "",
      "3",
      "00:00:03,000 --> 00:00:04,000",
      "<i></i>",
      "",
    ].join("\n");
    expect(cuesOf(srt)).toEqual([
      { start: 1, end: 2, text: "Quiet please", speaker: null },
      { start: 2, end: 3, text: "Cells & tissues", speaker: "Dr. Ada" },
    ]);
  });

  it("says which line's times are wrong, in the format's own notation", () => {
    const srt =
      "1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03,000 --> 00:00:04,000\nTwo\n\n3\n00:00:5 --> 00:00:06,000\nThree\n";
    expect(errorOf(srt)).toEqual({
      ok: false,
      line: 10,
      message: "Line 10: the cue's times must look like 00:01:02,500 --> 00:01:05,000.",
    });
    expect(errorOf("1\n00:00:01,000 --> 00:61:00,000\nx\n").message).toBe(
      "Line 2: the cue's times must look like 00:01:02,500 --> 00:01:05,000.",
    );
  });

  it("refuses text where a cue should start, a cue ending before it starts, and cues going back in time", () => {
    expect(errorOf("Hello there\nGeneral\n").message).toBe(`Line 1: ${CAPTION_IMPORT_TEXTS.srtCueStart}`);
    expect(errorOf("1\n00:00:05,000 --> 00:00:03,000\nx\n").message).toBe(
      "Line 2: the cue ends (00:00:03,000) before it starts (00:00:05,000).",
    );
    const backwards = "1\n00:00:05,000 --> 00:00:06,000\nx\n\n2\n00:00:04,000 --> 00:00:07,000\ny\n";
    expect(errorOf(backwards)).toMatchObject({ line: 6 });
    expect(errorOf(backwards).message).toContain("before the cue above it (00:00:05,000)");
  });

  it("lets cues overlap forward (two voices at once)", () => {
    const srt = "1\n00:00:01,000 --> 00:00:05,000\nA\n\n2\n00:00:02,000 --> 00:00:03,000\nB\n";
    expect(cuesOf(srt).map((cue) => cue.text)).toEqual(["A", "B"]);
  });

  it("refuses empty files, files without captions, binary files and too many cues", () => {
    expect(errorOf("")).toEqual({ ok: false, line: null, message: CAPTION_IMPORT_TEXTS.empty });
    expect(errorOf("\uFEFF \r\n\n").message).toBe(CAPTION_IMPORT_TEXTS.empty);
    expect(errorOf("WEBVTT\n\nNOTE nothing here\n").message).toBe(CAPTION_IMPORT_TEXTS.noCues);
    expect(errorOf("1\n00:00:01,000 --> 00:00:02,000\n\u0000\u0001").message).toBe(CAPTION_IMPORT_TEXTS.notText);
    const many = Array.from(
      { length: CAPTION_FILE_LIMITS.maxCues + 1 },
      (_, index) => `${index + 1}\n${cueTimestamp(index, ",")} --> ${cueTimestamp(index + 1, ",")}\nc${index}\n`,
    ).join("\n");
    expect(errorOf(many).message).toBe(CAPTION_IMPORT_TEXTS.tooManyCues(CAPTION_FILE_LIMITS.maxCues));
  });
});

describe("parseCaptionFile: WebVTT", () => {
  it("reads the header, identifiers, settings, NOTE/STYLE blocks, hours-less times, voices and entities", () => {
    const vtt = [
      "WEBVTT - Biology 101",
      "Kind: captions",
      "",
      "NOTE exported by a player",
      "",
      "STYLE",
      "::cue { color: red }",
      "",
      "intro",
      "00:01.000 --> 00:03.500 align:start position:10%",
      "<v.loud Prof. Lee>Good <b>morning</b>,",
      "class &lt;3</v>",
      "",
      "00:00:04.000 --> 00:00:05.000",
      "<c.yellow>Questions</c> &amp; <00:00:04.500>answers {braces}",
    ].join("\n");
    expect(parseCaptionFile(vtt, "bio.vtt")).toEqual({
      ok: true,
      format: "vtt",
      cues: [
        { start: 1, end: 3.5, text: "Good morning, class <3", speaker: "Prof. Lee" },
        { start: 4, end: 5, text: "Questions & answers {braces}", speaker: null },
      ],
    });
  });

  it("needs WEBVTT at the top of a .vtt file and its own time notation in the message", () => {
    expect(errorOf("00:00:01.000 --> 00:00:02.000\nx\n", "captions.vtt").message).toBe(
      `Line 1: ${CAPTION_IMPORT_TEXTS.vttHeader}`,
    );
    expect(errorOf("WEBVTT\n\n1\n00:00:01.000 -> 00:00:02.000\nx\n").message).toBe(
      "Line 4: the cue's times must look like 00:01:02.500 --> 00:01:05.000.",
    );
  });
});

describe("captionFileProblem", () => {
  it("takes .srt and .vtt of any case within the size limit, and explains the rest", () => {
    expect(captionFileProblem("Lecture 1.SRT", 10)).toBeNull();
    expect(captionFileProblem("lecture.vtt", CAPTION_FILE_LIMITS.maxBytes)).toBeNull();
    expect(captionFileProblem("lecture.mp4", 10)).toBe(CAPTION_IMPORT_TEXTS.wrongKind);
    expect(captionFileProblem("lecture.srt", CAPTION_FILE_LIMITS.maxBytes + 1)).toBe(CAPTION_IMPORT_TEXTS.tooLarge(2));
    expect(captionFileProblem("lecture.srt", 0)).toBe(CAPTION_IMPORT_TEXTS.empty);
  });
});

/** Words that need no escaping in SRT (it has none) and are not tags there. */
const plainWordArb = fc.stringMatching(/^[A-Za-z0-9.,!?'"()-]{1,8}$/);
const cueArb = (speaker: fc.Arbitrary<string | null>) =>
  fc
    .tuple(
      secondsArb,
      fc.integer({ min: 0, max: 60_000 }),
      fc.array(fc.array(plainWordArb, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 }),
      speaker,
    )
    .map(([start, lengthMs, lines, who]) => ({ start, end: start + lengthMs / 1000, lines, speaker: who }));
const cuesArb = (speaker: fc.Arbitrary<string | null>) =>
  fc.array(cueArb(speaker), { minLength: 1, maxLength: 30 }).map((cues) => [...cues].sort((a, b) => a.start - b.start));

type LinedCue = { start: number; end: number; lines: string[][]; speaker: string | null };
/** Both formats carry milliseconds. */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;
const expected = (cues: readonly LinedCue[]): CaptionCue[] =>
  cues.map(({ start, end, lines, speaker }) => ({
    start: ms(start),
    end: ms(end),
    text: lines.flat().join(" "),
    speaker,
  }));
const escapeVtt = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("parseCaptionFile: round trips (property)", () => {
  it("SRT: cues formatted (numbered, multi-line, CRLF or LF) are read back as the same cues", () => {
    fc.assert(
      fc.property(cuesArb(fc.constant(null)), fc.constantFrom("\n", "\r\n"), (cues, eol) => {
        const srt = cues
          .map(
            (cue, index) =>
              `${index + 1}${eol}${cueTimestamp(cue.start, ",")} --> ${cueTimestamp(cue.end, ",")}${eol}${cue.lines.map((line) => line.join(" ")).join(eol)}${eol}`,
          )
          .join(eol);
        expect(parseCaptionFile(srt, "x.srt")).toEqual({ ok: true, format: "srt", cues: expected(cues) });
      }),
    );
  });

  it("WebVTT: cues with voices and escaped text are read back as the same cues", () => {
    const nameArb = fc.option(fc.stringMatching(/^[A-Za-z][A-Za-z .&<]{0,10}[A-Za-z]$/), { nil: null });
    fc.assert(
      fc.property(cuesArb(nameArb), (cues) => {
        const vtt = [
          "WEBVTT",
          "",
          ...cues.map((cue) => {
            const voice = cue.speaker === null ? "" : `<v ${escapeVtt(cue.speaker)}>`;
            const lines = cue.lines.map((line) => escapeVtt(line.join(" "))).join("\n");
            return `${cueTimestamp(cue.start, ".")} --> ${cueTimestamp(cue.end, ".")}\n${voice}${lines}\n`;
          }),
        ].join("\n");
        const want = expected(cues).map((cue) => ({
          ...cue,
          speaker: cue.speaker === null ? null : cue.speaker.replace(/\s+/g, " ").trim(),
        }));
        expect(parseCaptionFile(vtt, "x.vtt")).toEqual({ ok: true, format: "vtt", cues: want });
      }),
    );
  });

  it("Lectern's own WebVTT export imports as the same sentences and speakers", () => {
    fc.assert(
      fc.property(transcriptArb, (transcript) => {
        fc.pre(transcript.sentences.length > 0);
        const names = speakerNames(transcript);
        expect(cuesOf(toWebVtt(transcript))).toEqual(
          transcript.sentences.map((sentence) => ({
            start: ms(sentence.start),
            end: ms(sentence.end),
            text: sentence.text,
            speaker: names.get(sentence.speakerId) ?? sentence.speakerId,
          })),
        );
      }),
    );
  });
});
