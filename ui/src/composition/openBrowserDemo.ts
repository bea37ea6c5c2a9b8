import { IdbDemoPersistence } from "@lectern/adapters/demo/db/IdbDemoPersistence";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import type { DemoTestControls } from "@lectern/adapters/demo/DemoTestControls";
import { type DemoBackend, openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { InProcessSocket } from "@lectern/adapters/realtime/InProcessSocket";

declare global {
  /**
   * The in-browser demo backend's test controls, for end-to-end tests (Playwright's page.evaluate):
   * defined only in a development build, never in production.
   */
  var lecternDemoControls: DemoTestControls | undefined;
}

/** Development builds only (import.meta.env.DEV): lets end-to-end tests read and steer the demo backend. */
const exposeControls = (backend: DemoBackend): DemoBackend => {
  if (import.meta.env.DEV) {
    // Configurable, so a hot reload that opens the demo again can replace it.
    Object.defineProperty(globalThis, "lecternDemoControls", { value: backend.controls, configurable: true });
  }
  return backend;
};

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
    return {
      socket,
      backend: exposeControls(await openDemoBackend({ ...options, persistence: new IdbDemoPersistence() })),
    };
  } catch (error) {
    console.warn("Lectern demo: IndexedDB is unavailable, demo data will last until this tab closes.", error);
    return {
      socket,
      backend: exposeControls(await openDemoBackend({ ...options, persistence: new MemoryDemoPersistence() })),
    };
  }
};
