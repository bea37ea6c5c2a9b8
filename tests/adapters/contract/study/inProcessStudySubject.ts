import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { apiOver } from "../contractSubject";
import { ManualNow } from "../ManualNow";
import { RecordingPublisher } from "../upload/RecordingPublisher";
import { GatedStudyEngine, type StudySubject } from "./studySubject";

/** The study contracts' subject in process: InProcessHttp → DemoRouter, on memory, a gated engine. */
export const openInProcessStudySubject = async (): Promise<StudySubject> => {
  const clock = new ManualNow();
  const events = new RecordingPublisher();
  const engine = new GatedStudyEngine();
  const backend = await openDemoBackend({
    persistence: new MemoryDemoPersistence(),
    now: clock.now,
    publisher: events,
    study: engine,
  });
  return {
    ...apiOver(backend.http),
    events,
    engine,
    async reset() {
      clock.rewind();
      await backend.controls.reset();
      events.clear();
    },
    router: () => backend.router,
    setTranscript: (sessionId, sentences) => backend.controls.setTranscript(sessionId, sentences),
    setPermissions: (email, permissions) => backend.controls.setPermissions(email, permissions),
    studyIdle: () => backend.controls.studyIdle(),
    // In the tab the abort stops the answer's events at once.
    clientGone: async () => undefined,
  };
};
