import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoServices } from "../routing/Route";
import { DemoProcessing } from "./DemoProcessing";
import { inlineWaveformComputer } from "./WaveformComputer";

/** One pipeline per demo database: openDemoBackend registers it with the runtime's decoder. */
const pipelines = new WeakMap<DemoDatabase, DemoProcessing>();

export const registerDemoProcessing = (db: DemoDatabase, processing: DemoProcessing): void => {
  pipelines.set(db, processing);
};

/**
 * The database's pipeline. A router assembled without openDemoBackend gets one that decodes inline
 * and saves after each step itself.
 */
export const demoProcessingOf = (services: Pick<DemoServices, "db" | "media" | "events">): DemoProcessing => {
  const found = pipelines.get(services.db);
  if (found) return found;
  const created = new DemoProcessing({
    db: services.db,
    media: services.media,
    events: services.events,
    waveform: inlineWaveformComputer,
    exclusive: async (work) => {
      try {
        return await work();
      } finally {
        await services.db.flush();
      }
    },
  });
  pipelines.set(services.db, created);
  return created;
};
