import { type DemoBackendOptions, type DemoBackendParts, assembleDemoBackend } from "./assembleDemoBackend";
import { DemoTestControls } from "./DemoTestControls";
import { DemoFaults } from "./model/DemoFaults";
import { jsdomNoteHtmlWindow } from "./model/noteHtml/jsdomNoteHtmlWindow";

export type { DemoBackendOptions, DemoBackendParts };

export interface DemoBackend extends DemoBackendParts {
  /** Tests and benchmarks: faults, what the server holds (media bytes, stuck reports), reset. */
  readonly controls: DemoTestControls;
}

/**
 * The demo backend with its test controls: the Node server, the tests and the benchmarks. A tab
 * assembles it without them (assembleDemoBackend), so a production build never fetches their code.
 * Notes' HTML is sanitised on a jsdom window here (loaded with the first such note), whatever
 * globals the process has: never on happy-dom's (MACHINE.md).
 */
export const openDemoBackend = async (options: DemoBackendOptions): Promise<DemoBackend> => {
  const parts = await assembleDemoBackend({
    noteHtmlWindow: jsdomNoteHtmlWindow,
    faults: new DemoFaults(),
    ...options,
  });
  return { ...parts, controls: new DemoTestControls(parts.router) };
};
