import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SESSION_ROW_TABLES } from "@lectern/adapters/demo/db/demoTables";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Where a table read on demand may be touched as an array: the persistence and the seed (which hold
 * every row), and the writers that read the session's rows (DemoDatabase.sessionRows) first.
 */
const ALLOWED = new Set([
  "adapters/src/demo/model/recordingSessions.ts",
  "adapters/src/demo/model/heardCaptionsTranscript.ts",
  // A caption file imported, the server's transcription and a test's script all replace through it.
  "adapters/src/demo/model/replaceSessionTranscript.ts",
]);
const ALLOWED_FOLDERS = ["adapters/src/demo/db/", "adapters/src/demo/seed/"];

/** Lines of `text` that use a deferred table as an array (`data.transcripts`, `snapshot.transcripts`). */
export const directUses = (text: string): number[] =>
  text
    .split("\n")
    .flatMap((line, index) =>
      SESSION_ROW_TABLES.some((table) => new RegExp(`(?<!counters)\\.${table}\\b(?!\\s*\\+=)`).test(line))
        ? [index + 1]
        : [],
    );

describe("tables read on demand (issue 20)", () => {
  it("are read through DemoDatabase.sessionRows everywhere else in the backend", () => {
    const files = readdirSync(join(ROOT, "adapters/src"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join("/"));
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((file) => !ALLOWED.has(file) && !ALLOWED_FOLDERS.some((folder) => file.startsWith(folder)))
      .flatMap((file) => directUses(readFileSync(join(ROOT, file), "utf8")).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });

  it("the check finds a direct read and leaves the counters and reads by session alone", () => {
    expect(directUses(`const t = db.data.transcripts.find((row) => row.sessionId === id);`)).toEqual([1]);
    expect(directUses(`a\ndata.transcripts = data.transcripts.filter(keep);`)).toEqual([2]);
    expect(directUses(`data.counters.transcripts += 1;`)).toEqual([]);
    expect(directUses(`const rows = await db.sessionRows("transcripts", id);`)).toEqual([]);
  });
});
