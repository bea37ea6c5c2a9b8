import type { DemoDatabase } from "../db/DemoDatabase";
import type { StudyPipeline } from "./StudyPipeline";

/** Loads a database's study pipeline (and its code) on first use. */
export type StudyLoader = () => Promise<StudyPipeline>;

/**
 * One study pipeline per demo database, registered by assembleDemoBackend as a loader: its code (and
 * the engine's) is fetched with the first generation or tutor question, never on /auth/login.
 */
const loaders = new WeakMap<DemoDatabase, StudyLoader>();

export const registerStudyPipeline = (db: DemoDatabase, load: StudyLoader): void => {
  loaders.set(db, load);
};

export const registeredStudyPipeline = (db: DemoDatabase): StudyLoader | undefined => loaders.get(db);
