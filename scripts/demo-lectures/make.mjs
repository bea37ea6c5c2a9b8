#!/usr/bin/env node
/**
 * Makes the seeded demo lectures from their committed scripts (scripts/demo-lectures/<name>.json):
 * every sentence is spoken by espeak-ng in its speaker's voice, the clips are joined with pauses, and
 * the times of every sentence are measured from the clip lengths, so the transcript matches the media
 * exactly. Writes, per lecture:
 *   ui/public/demo-lectures/<name>.webm                      the media (opus audio; VP9 slides for "combined")
 *   adapters/src/demo/seed/lectures/<name>.lecture.json      transcript, highlights, duration
 *   adapters/src/demo/seed/lectures/<name>.waveform.json     audiowaveform JSON of the joined PCM
 * Needs espeak-ng, sox and ffmpeg (libopus, libvpx-vp9); slides are rendered with Playwright's Chromium.
 * Run once by hand (`node scripts/demo-lectures/make.mjs`); CI only reads the committed outputs.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const mediaDir = join(root, "ui/public/demo-lectures");
const metaDir = join(root, "adapters/src/demo/seed/lectures");
const LECTURES = ["cell-biology", "supply-and-demand"];

/** Opus decodes at 48 kHz, so the waveform's sample rate is what a decoder of the file would see. */
const SAMPLE_RATE = 48_000;
/** 20 peaks a second: plenty for a full-width waveform of a lecture, small enough to ship. */
const SAMPLES_PER_PIXEL = 2_400;
const LEAD_IN = 1.0;
const SAME_SPEAKER_PAUSE = 0.35;
const TURN_PAUSE = 0.9;
const TAIL = 1.5;
const SLIDE = { width: 960, height: 540 };

const run = (command, args) => execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"] });

const silence = (seconds) => new Int16Array(Math.round(seconds * SAMPLE_RATE));

/** One sentence as 48 kHz mono PCM, leading and trailing silence trimmed so its times are the speech. */
const speak = (work, speaker, text, index) => {
  const wav = join(work, `s${index}.wav`);
  const raw = join(work, `s${index}.raw`);
  run("espeak-ng", ["-v", speaker.voice, "-s", String(speaker.speed), "-p", String(speaker.pitch), "-w", wav, text]);
  run("sox", [
    wav,
    "-r",
    String(SAMPLE_RATE),
    "-b",
    "16",
    "-e",
    "signed-integer",
    "-c",
    "1",
    "-t",
    "raw",
    raw,
    "silence",
    "1",
    "0.01",
    "0.2%",
    "reverse",
    "silence",
    "1",
    "0.01",
    "0.2%",
    "reverse",
    "rate",
    String(SAMPLE_RATE),
  ]);
  const bytes = readFileSync(raw);
  return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2).slice();
};

const round3 = (seconds) => Math.round(seconds * 1000) / 1000;

/** Peaks in the audiowaveform format: per pixel the min and max, 8 bits. */
const waveformOf = (pcm) => {
  const length = Math.ceil(pcm.length / SAMPLES_PER_PIXEL);
  const peaks = [];
  for (let pixel = 0; pixel < length; pixel += 1) {
    let min = 0;
    let max = 0;
    const end = Math.min(pcm.length, (pixel + 1) * SAMPLES_PER_PIXEL);
    for (let i = pixel * SAMPLES_PER_PIXEL; i < end; i += 1) {
      const value = pcm[i];
      if (value < min) min = value;
      if (value > max) max = value;
    }
    peaks.push(Math.max(-128, Math.floor(min / 256)), Math.min(127, Math.floor(max / 256)));
  }
  return {
    version: 2,
    channels: 1,
    sample_rate: SAMPLE_RATE,
    samples_per_pixel: SAMPLES_PER_PIXEL,
    bits: 8,
    length,
    peaks,
  };
};

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const slideHtml = (lecture, slide, index) => {
  const font = join(root, "node_modules/@fontsource/mulish/files");
  return `<!doctype html><html><head><style>
  @font-face { font-family: Mulish; font-weight: 400; src: url("file://${font}/mulish-latin-400-normal.woff2"); }
  @font-face { font-family: Mulish; font-weight: 800; src: url("file://${font}/mulish-latin-800-normal.woff2"); }
  html, body { margin: 0; width: ${SLIDE.width}px; height: ${SLIDE.height}px; font-family: Mulish, sans-serif; }
  body { background: #ffffff; color: #2C2D3F; display: flex; flex-direction: column; }
  header { background: #2C2D3F; color: #fff; padding: 18px 48px; font-size: 18px; display: flex; justify-content: space-between; }
  header b { color: #3ACE8B; }
  main { flex: 1; padding: 48px 64px; }
  h1 { font-size: ${index === 0 ? 56 : 44}px; font-weight: 800; margin: ${index === 0 ? "80px" : "0"} 0 32px; }
  h1::after { content: ""; display: block; width: 96px; height: 6px; background: #3ACE8B; margin-top: 18px; border-radius: 3px; }
  ul { margin: 0; padding-left: 28px; } li { font-size: 30px; color: #2C2D3F; margin: 14px 0; }
  footer { padding: 14px 48px; color: #6D6D78; font-size: 16px; text-align: right; }
</style></head><body>
  <header><span><b>ECON 101</b> · ${escapeHtml(lecture.title.replace(/ \(demo\)$/, ""))}</span><span>${index + 1} / ${lecture.slides.length}</span></header>
  <main><h1>${escapeHtml(slide.title)}</h1><ul>${slide.points.map((point) => `<li>${escapeHtml(point)}</li>`).join("")}</ul></main>
  <footer>Prof. Daniel Reyes</footer>
</body></html>`;
};

const renderSlides = async (work, lecture) => {
  const { chromium } = await import("playwright");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage({ viewport: SLIDE });
    const files = [];
    for (const [index, slide] of lecture.slides.entries()) {
      const html = join(work, `slide${index}.html`);
      writeFileSync(html, slideHtml(lecture, slide, index));
      await page.goto(`file://${html}`);
      await page.evaluate(() => document.fonts.ready);
      const png = join(work, `slide${index}.png`);
      await page.screenshot({ path: png });
      files.push(png);
    }
    return files;
  } finally {
    await browser.close();
  }
};

/**
 * A screen lecture's thumbnail for the records list: its first slide, read back from the encoded
 * file (what a player shows at 2 s), as a small JPEG kept in base64 beside the metadata.
 */
const writeThumbnail = (work, name, media) => {
  const jpeg = join(work, "thumbnail.jpg");
  const frame = ["-ss", "2", "-i", media, "-frames:v", "1", "-vf", "scale=320:-2", "-q:v", "6", jpeg];
  run("ffmpeg", ["-y", "-hide_banner", "-loglevel", "error", ...frame]);
  const base64 = readFileSync(jpeg).toString("base64");
  writeFileSync(
    join(metaDir, `${name}.thumbnail.json`),
    `${JSON.stringify({ contentType: "image/jpeg", base64 }, null, 2)}\n`,
  );
};

const makeLecture = async (name) => {
  const lecture = JSON.parse(readFileSync(join(here, `${name}.json`), "utf8"));
  const speakers = new Map(lecture.speakers.map((speaker) => [speaker.id, speaker]));
  const work = mkdtempSync(join(tmpdir(), `lecture-${name}-`));
  try {
    const parts = [silence(LEAD_IN)];
    let at = LEAD_IN;
    let clip = 0;
    const turns = [];
    const slideStarts = [];
    for (const [lineIndex, line] of lecture.lines.entries()) {
      const speaker = speakers.get(line.speaker);
      if (!speaker) throw new Error(`Unknown speaker ${line.speaker}`);
      if (lineIndex > 0) {
        parts.push(silence(TURN_PAUSE));
        at += TURN_PAUSE;
      }
      if (line.slide !== undefined) slideStarts.push({ slide: line.slide, at: Math.max(0, at - TURN_PAUSE / 2) });
      const sentences = [];
      for (const [index, text] of line.text.entries()) {
        if (index > 0) {
          parts.push(silence(SAME_SPEAKER_PAUSE));
          at += SAME_SPEAKER_PAUSE;
        }
        const pcm = speak(work, speaker, text, clip);
        clip += 1;
        parts.push(pcm);
        sentences.push({ start: round3(at), end: round3(at + pcm.length / SAMPLE_RATE), text });
        at += pcm.length / SAMPLE_RATE;
      }
      // Consecutive lines of one speaker are one turn, as a transcript groups them.
      const last = turns.at(-1);
      if (last && last.speakerId === line.speaker) last.sentences.push(...sentences);
      else turns.push({ speakerId: line.speaker, sentences });
    }
    parts.push(silence(TAIL));
    const total = parts.reduce((sum, part) => sum + part.length, 0);
    const pcm = new Int16Array(total);
    let offset = 0;
    for (const part of parts) {
      pcm.set(part, offset);
      offset += part.length;
    }
    const duration = total / SAMPLE_RATE;
    const rawFile = join(work, "all.raw");
    writeFileSync(rawFile, new Uint8Array(pcm.buffer));

    const media = join(mediaDir, `${name}.webm`);
    const audioIn = ["-f", "s16le", "-ar", String(SAMPLE_RATE), "-ac", "1", "-i", rawFile];
    const opus = ["-c:a", "libopus", "-b:a", "20k", "-application", "voip", "-ac", "1"];
    if (lecture.kind === "combined") {
      const pngs = await renderSlides(work, lecture);
      // The concat demuxer shows each slide until the next one starts; the last one until the end.
      const list = slideStarts
        .map((entry, index) => {
          const until = slideStarts[index + 1]?.at ?? duration;
          const from = index === 0 ? 0 : entry.at;
          return `file '${pngs[entry.slide]}'\nduration ${(until - from).toFixed(3)}\n`;
        })
        .join("");
      const listFile = join(work, "slides.txt");
      writeFileSync(listFile, `${list}file '${pngs[slideStarts.at(-1).slide]}'\n`);
      run("ffmpeg", [
        "-y",
        "-hide_banner",
        "-loglevel",
        "error",
        "-f",
        "concat",
        "-safe",
        "0",
        "-i",
        listFile,
        ...audioIn,
        "-map",
        "0:v",
        "-map",
        "1:a",
        "-vf",
        "fps=1,format=yuv420p",
        // Constant quality: a still slide costs almost nothing after its first frame, which is a key
        // frame, so a slide never carries a ghost of the one before it.
        "-c:v",
        "libvpx-vp9",
        "-b:v",
        "0",
        "-crf",
        "36",
        "-g",
        "30",
        "-deadline",
        "good",
        "-row-mt",
        "1",
        "-force_key_frames",
        slideStarts.map((entry) => entry.at.toFixed(3)).join(","),
        ...opus,
        "-t",
        duration.toFixed(3),
        media,
      ]);
    } else {
      run("ffmpeg", ["-y", "-hide_banner", "-loglevel", "error", ...audioIn, ...opus, "-vn", media]);
    }

    if (lecture.kind === "combined") writeThumbnail(work, name, media);

    const highlights = lecture.highlights.map((highlight) => {
      const sentence = turns.flatMap((turn) => turn.sentences).find((s) => s.text.startsWith(highlight.sentence));
      if (!sentence) throw new Error(`No sentence starts with "${highlight.sentence}"`);
      return {
        type: highlight.type,
        name: highlight.name,
        start: sentence.start,
        end: round3(sentence.start + highlight.duration),
      };
    });
    const size = readFileSync(media).byteLength;
    const meta = {
      name,
      title: lecture.title,
      kind: lecture.kind,
      mediaFile: `${name}.webm`,
      mimeType: lecture.kind === "combined" ? "video/webm" : "audio/webm",
      bytes: size,
      duration: round3(duration),
      speakers: lecture.speakers.map(({ id, name: speakerName }) => ({ id, name: speakerName })),
      highlights,
      turns,
    };
    writeFileSync(join(metaDir, `${name}.lecture.json`), `${JSON.stringify(meta, null, 2)}\n`);
    writeFileSync(join(metaDir, `${name}.waveform.json`), `${JSON.stringify(waveformOf(pcm))}\n`);
    console.log(`${name}: ${duration.toFixed(1)} s, ${(size / 1024).toFixed(0)} KiB, ${clip} sentences`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

for (const name of process.argv.slice(2).length ? process.argv.slice(2) : LECTURES) await makeLecture(name);
