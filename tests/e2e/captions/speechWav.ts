import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Real speech for Chromium's fake microphone (--use-file-for-fake-audio-capture): espeak-ng says
 * the text, sox resamples it to the 48 kHz Chromium's capture expects. Returns the absolute path.
 */
export const speechWav = (text: string): string => {
  const directory = mkdtempSync(join(tmpdir(), "lectern-speech-"));
  const spoken = join(directory, "spoken.wav");
  const wav = join(directory, "speech-48k.wav");
  execFileSync("espeak-ng", ["-s", "150", "-w", spoken, text]);
  execFileSync("sox", [spoken, "-r", "48000", wav]);
  return wav;
};
