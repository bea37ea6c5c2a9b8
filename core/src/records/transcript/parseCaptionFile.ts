import { CAPTION_IMPORT_TEXTS as TEXTS } from "./captionImportTexts";
import { cueTimestamp } from "./cueTimestamp";

/** One caption of a file: seconds from the recording's start, its text on one line, its voice if named. */
export interface CaptionCue {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** The `<v Name>` voice of a WebVTT cue (also accepted in SRT); null when the cue names nobody. */
  readonly speaker: string | null;
}

export type CaptionFormat = "srt" | "vtt";

export type CaptionFileParse =
  | { readonly ok: true; readonly format: CaptionFormat; readonly cues: readonly CaptionCue[] }
  /** `line` is 1-based, null for a problem of the whole file; `message` already names the line. */
  | { readonly ok: false; readonly line: number | null; readonly message: string };

/**
 * What a caption file may be. Four hours of lecture (the recording limit) captioned every second
 * is 14,400 cues in well under 2 MB; the limits leave room for that and refuse anything else early.
 */
export const CAPTION_FILE_LIMITS = { maxBytes: 2 * 1024 * 1024, maxCues: 20_000 } as const;

const EXTENSION = /\.(srt|vtt)$/i;

/** Why a chosen file cannot be a caption file, by its name and size alone (before reading it), or null. */
export const captionFileProblem = (name: string, size: number): string | null => {
  if (!EXTENSION.test(name.trim())) return TEXTS.wrongKind;
  if (size > CAPTION_FILE_LIMITS.maxBytes) return TEXTS.tooLarge(CAPTION_FILE_LIMITS.maxBytes / (1024 * 1024));
  if (size === 0) return TEXTS.empty;
  return null;
};

// Hours (optional in WebVTT), minutes, seconds and a fraction; SRT writes ",", WebVTT ".": both are read.
const TIME = String.raw`(?:(\d+):)?(\d{1,2}):(\d{1,2})[,.](\d{1,3})`;
const TIMING = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}(?:\s+.*)?$`);

const millisecondsOf = (parts: readonly (string | undefined)[], hoursRequired: boolean): number | null => {
  const [hours, minutes, seconds, fraction] = parts;
  if (hoursRequired && hours === undefined) return null;
  const m = Number(minutes);
  const s = Number(seconds);
  if (m >= 60 || s >= 60) return null;
  return ((Number(hours ?? 0) * 60 + m) * 60 + s) * 1000 + Number(fraction!.padEnd(3, "0"));
};

/** The start and end (ms) of a timing line, or null when it is not one. */
const timingOf = (line: string, format: CaptionFormat): { start: number; end: number } | null => {
  const match = TIMING.exec(line);
  if (!match) return null;
  const start = millisecondsOf(match.slice(1, 5), format === "srt");
  const end = millisecondsOf(match.slice(5, 9), format === "srt");
  return start === null || end === null ? null : { start, end };
};

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  lrm: "",
  rlm: "",
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * A cue's lines as one line of text: the first voice tag's name as the speaker, every other tag
 * (`<i>`, `<c.red>`, `<00:01.000>`, SRT's `<font>` and `{\an8}`) dropped, entities decoded, spaces collapsed.
 */
const cueTextOf = (lines: readonly string[], format: CaptionFormat): { text: string; speaker: string | null } => {
  const joined = lines.join(" ");
  const voice = /<v(?:\.[^\s>]*)?[ \t]+([^>]*)>/i.exec(joined);
  const speaker = voice ? decodeEntities(voice[1]!).replace(/\s+/g, " ").trim() || null : null;
  const untagged = joined.replace(/<[^>]*>/g, "");
  // SSA override tags ({\an8}) are an SRT habit; in WebVTT braces are text.
  const text = decodeEntities(format === "srt" ? untagged.replace(/\{\\[^}]*\}/g, "") : untagged)
    .replace(/\s+/g, " ")
    .trim();
  return { text, speaker };
};

interface Block {
  /** The 1-based line number of the block's first line. */
  readonly line: number;
  readonly lines: readonly string[];
}

const blocksOf = (lines: readonly string[]): Block[] => {
  const blocks: Block[] = [];
  let current: { line: number; lines: string[] } | null = null;
  lines.forEach((line, index) => {
    if (line.trim() === "") {
      current = null;
      return;
    }
    if (current === null) {
      current = { line: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  return blocks;
};

const failure = (line: number | null, message: string): CaptionFileParse => ({
  ok: false,
  line,
  message: line === null ? message : TEXTS.line(line, message),
});

/**
 * Reads a SubRip (.srt) or WebVTT (.vtt) caption file (issue 21): the format from the WEBVTT
 * header (a .vtt name without one is an error), a byte-order mark and any line ending, numbered or
 * unnumbered cues, multi-line cues joined into one line, WebVTT's NOTE, STYLE and REGION blocks
 * skipped. Cues without text are left out. Refused, with the line: a timing line that is not one,
 * a cue that ends before it starts or starts before the cue above it; and a file that is empty, has
 * no captions or more than CAPTION_FILE_LIMITS.maxCues. Pure: the record page checks a file with it
 * before uploading, and the server checks it again.
 */
export const parseCaptionFile = (text: string, fileName = ""): CaptionFileParse => {
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "") return failure(null, TEXTS.empty);
  if (body.includes("\u0000")) return failure(null, TEXTS.notText);
  const lines = body.split(/\r\n|\r|\n/);
  const isVtt = /^WEBVTT(?:[ \t].*)?$/.test(lines[0]!);
  if (!isVtt && /\.vtt$/i.test(fileName.trim())) return failure(1, TEXTS.vttHeader);
  const format: CaptionFormat = isVtt ? "vtt" : "srt";
  const timesText = format === "srt" ? TEXTS.srtTimes : TEXTS.vttTimes;
  const clock = (ms: number) => cueTimestamp(ms / 1000, format === "srt" ? "," : ".");

  const blocks = blocksOf(lines);
  // WebVTT's first block is its header (WEBVTT and any header lines).
  if (isVtt) blocks.shift();
  const cues: CaptionCue[] = [];
  let previousStart = -1;
  for (const block of blocks) {
    const first = block.lines[0]!;
    if (isVtt && /^(NOTE|STYLE|REGION)(?:[ \t].*)?$/.test(first)) continue;
    // A cue may start with its number (SRT) or identifier (WebVTT) before its timing line.
    const timingAt = first.includes("-->") ? 0 : 1;
    if (format === "srt" && timingAt === 1 && !/^\s*\d+\s*$/.test(first)) return failure(block.line, TEXTS.srtCueStart);
    const timingLine = block.lines[timingAt];
    const timing = timingLine === undefined ? null : timingOf(timingLine, format);
    if (timing === null) return failure(block.line + timingAt, timesText);
    const line = block.line + timingAt;
    if (timing.end < timing.start) return failure(line, TEXTS.endsBeforeStart(clock(timing.start), clock(timing.end)));
    if (timing.start < previousStart) return failure(line, TEXTS.backwards(clock(timing.start), clock(previousStart)));
    previousStart = timing.start;
    const { text: cueText, speaker } = cueTextOf(block.lines.slice(timingAt + 1), format);
    if (cueText === "") continue;
    if (cues.length === CAPTION_FILE_LIMITS.maxCues)
      return failure(null, TEXTS.tooManyCues(CAPTION_FILE_LIMITS.maxCues));
    cues.push({ start: timing.start / 1000, end: timing.end / 1000, text: cueText, speaker });
  }
  if (cues.length === 0) return failure(null, TEXTS.noCues);
  return { ok: true, format, cues };
};
