import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoProcessing } from "./DemoProcessing";

/** Loads a database's pipeline (and its code) on first use. */
export type ProcessingLoader = () => Promise<DemoProcessing>;

/**
 * One pipeline per demo database, registered by openDemoBackend as a loader: the pipeline's code is
 * fetched with the first merge (or a reload that left streams unprocessed), never on /auth/login.
 */
const loaders = new WeakMap<DemoDatabase, ProcessingLoader>();

export const registerDemoProcessing = (db: DemoDatabase, load: ProcessingLoader): void => {
  loaders.set(db, load);
};

export const registeredProcessing = (db: DemoDatabase): ProcessingLoader | undefined => loaders.get(db);
