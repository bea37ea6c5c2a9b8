import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadCounters } from "./loadCounters";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The helper itself is where "newest load wins" lives. */
const HELPER = "core/src/kernel/pageData/";

const coreSources = (): string[] =>
  readdirSync(join(ROOT, "core/src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => !path.startsWith(HELPER));

/**
 * Counters that are not a page's load, or that move to PageData next; each with why. Every entry
 * must still occur (the test fails when one is gone, so the list only shrinks).
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // Not page loads: the upload queue's own ordering of its runs and of the signed-in user's lifetime.
  "core/src/queue/application/UploadQueue.ts": ["generation", "lifetime"],
  // Not a page load: which sign-in the app's start-up belongs to.
  "core/src/app/application/AppLifecycle.ts": ["generation"],
  // The one helper for session-scoped services (rule 10): its guard is that helper's own.
  "core/src/recording/application/SessionFollower.ts": ["generation", "pendingMoves"],
  // Dialog commands, not loads: a reply for a dialog closed (or opened for another item) since
  // changes nothing on screen. The dialogs open with data the page already holds.
  "core/src/sharing/application/ShareSettings.ts": ["generation"],
  "core/src/sharing/application/HighlightSharing.ts": ["generation"],
  // Moves next: its generation also guards the commands of one order (promo, add card, pay); its
  // open is already one load per address.
  "core/src/billing/application/Checkout.ts": ["generation"],
  // A command, not a load: choosing another caption file while one is checked drops the first's outcome.
  "core/src/records/transcript/CaptionImport.ts": ["attempt"],
  // Moves next (issue 23 left it): the round orders an upload and a removal against the slides' load,
  // so a set attached or removed is never undone by a read that started before; its load is one read.
  "core/src/slides/application/SlidesService.ts": ["round"],
};

describe("one way to load a page's data (ARCHITECTURE rule 17)", () => {
  const files = coreSources();
  const found = files.flatMap((file) => loadCounters(file, readFileSync(join(ROOT, file), "utf8")));
  const allowed = (file: string, field: string): boolean => ALLOWED[file]?.includes(field) ?? false;

  it("finds the pattern it looks for", () => {
    const sample = `class A { #generation = 0; async load() { const g = ++this.#generation; await x; if (g !== this.#generation) return; } }`;
    expect(loadCounters("sample.ts", sample)).toEqual([{ file: "sample.ts", field: "generation" }]);
    const ids = `class B { #announcements = 0; say() { this.#announcements += 1; return { id: this.#announcements }; } }`;
    expect(loadCounters("ids.ts", ids)).toEqual([]);
  });

  it("no core file outside PageData keeps a load counter of its own", () => {
    expect(files.length).toBeGreaterThan(0);
    const offending = found.filter((counter) => !allowed(counter.file, counter.field));
    expect(offending.map((counter) => `${counter.file}: #${counter.field}`)).toEqual([]);
  });

  it("every named exception still exists, so a migrated one leaves the list", () => {
    const stale = Object.entries(ALLOWED).flatMap(([file, fields]) =>
      fields
        .filter((field) => !found.some((counter) => counter.file === file && counter.field === field))
        .map((field) => `${file}: #${field}`),
    );
    expect(stale).toEqual([]);
  });
});
