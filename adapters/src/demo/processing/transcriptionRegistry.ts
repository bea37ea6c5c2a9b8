import type { DemoDatabase } from "../db/DemoDatabase";
import type { ServerTranscription } from "./ServerTranscription";

/** Loads a database's transcription pipeline (and its code) on first use. */
export type TranscriptionLoader = () => Promise<ServerTranscription>;

/**
 * One transcription pipeline per demo database, registered by assembleDemoBackend only when the
 * backend has a batch speech service (the Node server); the tab registers none, so its merges make
 * the transcript from the captions heard and nothing more.
 */
const loaders = new WeakMap<DemoDatabase, TranscriptionLoader>();

export const registerServerTranscription = (db: DemoDatabase, load: TranscriptionLoader): void => {
  loaders.set(db, load);
};

/**
 * After a merge: queues the session for transcription when the backend transcribes (the pipeline
 * itself checks, between requests, that its transcript is still empty). Not awaited by the merge.
 */
export const queueServerTranscription = (db: DemoDatabase, sessionId: string): void => {
  const load = loaders.get(db);
  if (!load) return;
  void load()
    .then((pipeline) => pipeline.transcribe(sessionId))
    .catch((error: unknown) => console.warn(`Lectern transcription: session ${sessionId}: ${String(error)}`));
};

/** The database's pipeline when one is registered and loaded (tests await its whenIdle). */
export const registeredTranscription = (db: DemoDatabase): TranscriptionLoader | undefined => loaders.get(db);
