import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { apiOver } from "../contractSubject";
import { ManualNow } from "../ManualNow";
import { GatedStudyEngine, type StudySubject } from "../study/studySubject";
import { RecordingPublisher } from "../upload/RecordingPublisher";
import { describeCaptionImportContract } from "./captionImportContract";

const openInProcessSubject = async (): Promise<StudySubject> => {
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
    clientGone: async () => undefined,
  };
};

describeCaptionImportContract("caption import contract: InProcessHttp → DemoRouter", openInProcessSubject);
