import { type ChildProcess, spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openPgDemoPersistence } from "@lectern/adapters/demo/db/pg/PgDemoPersistence";
import { FileDemoMediaStore } from "@lectern/adapters/demo/media/FileDemoMediaStore";
import { afterAll, describe, expect, it } from "vitest";
import { freshPgliteDataDir, removePgliteDataDirs } from "./pgliteDataDir";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const WRITER = fileURLToPath(new URL("./serverStorageWriter.ts", import.meta.url));

/** The writer's step bytes (as serverStorageWriter.ts makes them; importing it would run it). */
const stepBytes = (step: number): Uint8Array => new Uint8Array(256 * 1024).fill(step % 251);

/**
 * Runs the writer until it has acknowledged `after` more steps, then kills it with SIGKILL while it
 * goes on writing. Returns the last step it acknowledged.
 */
const writeThenKill = (dataDir: string, after: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", WRITER, dataDir], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let acknowledged = 0;
    let seen = 0;
    let output = "";
    let killed = false;
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      for (const match of chunk.matchAll(/written (\d+)/g)) {
        acknowledged = Number(match[1]);
        seen += 1;
        if (seen >= after && !killed) {
          killed = true;
          child.kill("SIGKILL");
        }
      }
    });
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    // A writer that never gets going must not outlive the test.
    const giveUp = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("exit", (_code, signal) => {
      clearTimeout(giveUp);
      if (signal === "SIGKILL" && killed) resolve(acknowledged);
      else if (signal === "SIGKILL")
        reject(new Error(`The writer did not acknowledge ${after} steps in 90 s:\n${output}`));
      else reject(new Error(`The writer stopped by itself:\n${output}`));
    });
  });

afterAll(removePgliteDataDirs);

describe("the server's storage under kill -9", () => {
  it("keeps every acknowledged write of PgDemoPersistence (PGlite) and FileDemoMediaStore, each step whole", async () => {
    const dataDir = await freshPgliteDataDir();
    // Twice: the second run recovers from the first kill, goes on, and is killed too.
    const first = await writeThenKill(dataDir, 6);
    const last = await writeThenKill(dataDir, 4);
    expect(last).toBeGreaterThanOrEqual(first + 4);

    const persistence = await openPgDemoPersistence({ dataDir });
    try {
      const snapshot = (await persistence.load())!;
      const steps = snapshot.tags.length;
      // Every acknowledged step is there; the one in flight at the kill, whole or not at all.
      expect(steps === last || steps === last + 1).toBe(true);
      expect(snapshot.tags.map((tag) => (tag as { id: string }).id)).toEqual(
        Array.from({ length: steps }, (_, index) => `tag-${index + 1}`),
      );
      expect(snapshot.notes).toHaveLength(steps);
      expect(snapshot.counters.tags).toBe(steps);

      const media = new FileDemoMediaStore(join(dataDir, "media"));
      for (let step = 1; step <= last; step += 1) {
        expect(await media.readFile(`file-${step}`)).toEqual(stepBytes(step));
      }
      // A file of the step in flight is whole or absent, never torn; tmp/ is cleared at open.
      const next = await media.readFile(`file-${last + 1}`);
      if (next) expect(next).toEqual(stepBytes(last + 1));
      expect(await readdir(join(dataDir, "media", "tmp"))).toEqual([]);
    } finally {
      await persistence.close();
    }
  }, 120_000);
});
