import type { DemoServices } from "../routing/Route";
import { DemoProcessing } from "./DemoProcessing";
import { registerDemoProcessing, registeredProcessing } from "./processingRegistry";
import { inlineWaveformComputer } from "./WaveformComputer";

/**
 * The database's pipeline (openDemoBackend registers it with the runtime's decoder). A router
 * assembled without openDemoBackend gets one that decodes inline and saves after each step itself.
 */
export const demoProcessingOf = (services: Pick<DemoServices, "db" | "media" | "events">): Promise<DemoProcessing> => {
  const registered = registeredProcessing(services.db);
  if (registered) return registered();
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
  registerDemoProcessing(services.db, () => Promise.resolve(created));
  return Promise.resolve(created);
};
