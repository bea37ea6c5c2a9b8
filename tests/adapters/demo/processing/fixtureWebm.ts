import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Real Opus WebM files made with ffmpeg (see tests/fixtures/README.md): Node has no audio encoder,
 * so the decoding tests read committed recordings.
 */
export const fixtureWebm = (name: "silence-tone-silence.webm" | "tone-video.webm"): Uint8Array =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../fixtures/${name}`, import.meta.url))));
