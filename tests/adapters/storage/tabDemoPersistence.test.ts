import { IdbDemoPersistence } from "@lectern/adapters/demo/db/IdbDemoPersistence";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { afterAll, beforeAll, vi } from "vitest";
import { demoPersistenceContract } from "./demoPersistenceContract";
import { emptyDevice, stubIndexedDbGlobals } from "./fakeIndexedDb";

// The tab's store on fake-indexeddb (real Chromium runs it in the e2e suite and bench:storage), and
// the memory store every unit test runs on: the same contract as PGlite and PostgreSQL.
beforeAll(() => stubIndexedDbGlobals());
afterAll(() => vi.unstubAllGlobals());

let databases = 0;
let name = "";
demoPersistenceContract(
  "IdbDemoPersistence",
  async () => {
    vi.stubGlobal("indexedDB", emptyDevice());
    return new IdbDemoPersistence((name = `lectern-demo-contract-${(databases += 1)}`));
  },
  // A page load: a new adapter (and connection) on the same database.
  async () => new IdbDemoPersistence(name),
);

let memory: MemoryDemoPersistence | null = null;
demoPersistenceContract(
  "MemoryDemoPersistence",
  async () => (memory = new MemoryDemoPersistence(null, { checkWrites: false })),
  // Memory outlives no process: a restart is a new load of the same instance.
  async () => memory!,
);
