import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { DemoPersistence } from "@lectern/adapters/demo/db/DemoPersistence";
import type { DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import type { DemoMediaStore } from "@lectern/adapters/demo/media/DemoMediaStore";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { BenchWrites } from "./BenchWrites";
import { timeMediaStore } from "./timeMediaStore";
import { type WriteTimings, timeWrites } from "./timeWrites";

/** Where the server keeps its tables: PGlite in a folder, or a real PostgreSQL. */
export type ServerStore = { readonly kind: "pglite" } | { readonly kind: "postgres"; readonly url: string };

type PgPersistence = DemoPersistence & { close?(): Promise<void> };
type OpenPg = (options: { dataDir: string } | { url: string }) => Promise<PgPersistence>;
type FileMedia = new (root: string) => DemoMediaStore;

export interface ServerSizeResult {
  /** What actually stored the rows: "memory" when PgDemoPersistence could not be loaded. */
  readonly store: "pglite" | "postgres" | "memory";
  /** Where the chunks' bytes went: the server's files, or memory when FileDemoMediaStore is missing. */
  readonly media: "files" | "memory";
  readonly saveMs: number | null;
  /** A new persistence on the stored library and the backend opened on it. */
  readonly reopenMs: number | null;
  readonly signInMs: number | null;
  readonly timings: WriteTimings | null;
  readonly errors: string[];
}

/**
 * The server's own storage (adapters/src/demo/server/openServerStorage.ts), loaded by path so the
 * benchmark still runs, and says what it lacked, while either is missing or broken.
 */
const loadExport = async <T>(path: string, name: string): Promise<T | string> => {
  const file = fileURLToPath(new URL(`../../../adapters/src/demo/${path}`, import.meta.url));
  if (!existsSync(file)) return `adapters/src/demo/${path} is not there`;
  try {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    return (module[name] as T | undefined) ?? `${path} exports no ${name}`;
  } catch (error) {
    return `${path} failed to load: ${error instanceof Error ? error.message : String(error)}`;
  }
};

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const message = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0]! : String(error));

/**
 * The server half: the demo backend in this Node process on `store` (recordings in files, as the
 * server keeps them), the library saved whole, then a fresh persistence and backend opened on it
 * (timed), signed in, and the writes timed through its router (in process: the HTTP layer is not
 * what this measures), CPU time included.
 */
export const measureServer = async (
  store: ServerStore,
  snapshot: DemoSnapshot,
  writes: number,
): Promise<ServerSizeResult> => {
  const errors: string[] = [];
  const pg = await loadExport<OpenPg>("db/pg/PgDemoPersistence.ts", "openPgDemoPersistence");
  const files = await loadExport<FileMedia>("media/FileDemoMediaStore.ts", "FileDemoMediaStore");
  if (typeof pg === "string") errors.push(`${store.kind} not measured (${pg}): rows kept in memory instead`);
  if (typeof files === "string") errors.push(`media kept in memory (${files})`);
  const kind = typeof pg === "string" ? "memory" : store.kind;
  const dataDir = mkdtempSync(join(tmpdir(), "lectern-bench-server-"));
  const target = store.kind === "postgres" ? { url: store.url } : { dataDir };
  // Without PgDemoPersistence the library is handed over as a stored whole snapshot, as memory holds one.
  const open = async (): Promise<PgPersistence> =>
    typeof pg === "string" ? new MemoryDemoPersistence(snapshot, { checkWrites: false }) : pg(target);
  let persistence: PgPersistence | null = null;
  const failed = (saveMs: number | null = null): ServerSizeResult => ({
    store: kind,
    media: typeof files === "string" ? "memory" : "files",
    saveMs,
    reopenMs: null,
    signInMs: null,
    timings: null,
    errors,
  });
  try {
    let saveMs: number | null = null;
    if (typeof pg !== "string") {
      const saving = performance.now();
      const first = await open();
      await first.save(snapshot);
      await first.close?.();
      saveMs = performance.now() - saving;
    }
    // The setup's tens of MB are still being written back by the OS: flushed now, so the writes
    // timed below pay for their own bytes, not for the prefill's (a running server is not one save old).
    spawnSync("sync");
    const reopening = performance.now();
    persistence = await open();
    const backend = await openDemoBackend({
      persistence,
      now: () => Date.now(),
      ...(typeof files === "string" ? {} : { media: new files(join(dataDir, "media")) }),
    });
    const reopenMs = performance.now() - reopening;
    const bench = await BenchWrites.open(backend.http);
    // A first sign-in at 0 gives the student the demo lectures and queues their quizzes: made first.
    await backend.study.whenIdle();
    const timings = await timeWrites(bench, writes, { cpuMs, mediaMs: timeMediaStore(backend.router.media) });
    return { ...failed(saveMs), reopenMs, signInMs: bench.signInMs, timings };
  } catch (error) {
    errors.push(message(error));
    return failed();
  } finally {
    await persistence?.close?.().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
};
