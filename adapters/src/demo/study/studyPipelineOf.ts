import type { DemoServices } from "../routing/Route";
import { registerStudyPipeline, registeredStudyPipeline } from "./studyRegistry";
import { StudyPipeline } from "./StudyPipeline";

/**
 * The database's study pipeline (assembleDemoBackend registers it with the runtime's engine). A
 * router assembled without it gets one with the inline engine that saves after each step itself.
 */
export const studyPipelineOf = (services: Pick<DemoServices, "db" | "events" | "now">): Promise<StudyPipeline> => {
  const registered = registeredStudyPipeline(services.db);
  if (registered) return registered();
  const created = new StudyPipeline({
    db: services.db,
    events: services.events,
    now: services.now,
    exclusive: async (work) => {
      try {
        return await work();
      } finally {
        await services.db.flush();
      }
    },
  });
  registerStudyPipeline(services.db, () => Promise.resolve(created));
  return Promise.resolve(created);
};
