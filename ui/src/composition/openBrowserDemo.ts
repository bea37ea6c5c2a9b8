import { IdbDemoPersistence } from "@lectern/adapters/demo/db/IdbDemoPersistence";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { type DemoBackend, openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { InProcessSocket } from "@lectern/adapters/realtime/InProcessSocket";

export interface BrowserDemo {
  readonly backend: DemoBackend;
  readonly socket: InProcessSocket;
}

/**
 * The demo backend in this browser's IndexedDB, publishing to an in-process socket. Where IndexedDB
 * cannot be opened (some private windows) the demo still runs in memory and says so in the console.
 */
export const openBrowserDemo = async (): Promise<BrowserDemo> => {
  const socket = new InProcessSocket();
  const options = { now: () => Date.now(), publisher: socket, isOnline: () => navigator.onLine };
  try {
    return { socket, backend: await openDemoBackend({ ...options, persistence: new IdbDemoPersistence() }) };
  } catch (error) {
    console.warn("Lectern demo: IndexedDB is unavailable, demo data will last until this tab closes.", error);
    return { socket, backend: await openDemoBackend({ ...options, persistence: new MemoryDemoPersistence() }) };
  }
};
