import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import { IdbDemoPersistence } from "@lectern/adapters/demo/db/IdbDemoPersistence";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";

/**
 * The demo backend's database in this browser's IndexedDB. Where IndexedDB cannot be opened (some
 * private windows) the demo still runs, in memory, and says so in the console.
 */
export const openDemoDatabase = async (): Promise<DemoDatabase> => {
  const seed = () => createDemoSeed(Date.now());
  try {
    return await DemoDatabase.open(new IdbDemoPersistence(), seed);
  } catch (error) {
    console.warn("Lectern demo: IndexedDB is unavailable, demo data will last until this tab closes.", error);
    return DemoDatabase.open(new MemoryDemoPersistence(), seed);
  }
};
