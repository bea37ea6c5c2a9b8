import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import type { StudyEngine } from "@lectern/adapters/demo/study/engine/StudyEngine";
import { STUDY_TEXTS } from "@lectern/adapters/demo/study/studyTexts";
import { describe, expect, it } from "vitest";
import { RecordingPublisher } from "../../contract/upload/RecordingPublisher";

/** An engine that cannot work (a worker that failed to load): the pipeline must say why. */
const failing: StudyEngine = {
  generate: () => Promise.reject(new Error("The study worker failed: it could not start.")),
  answer: () => Promise.reject(new Error("unused")),
};

describe("the study pipeline when the engine fails", () => {
  it("marks the summary and the quizzes failed (30) with the reason, and still tells the viewers", async () => {
    const events = new RecordingPublisher();
    const backend = await openDemoBackend({
      persistence: new MemoryDemoPersistence(),
      now: () => Date.UTC(2026, 10, 22, 9),
      publisher: events,
      study: failing,
    });
    const sessionId = await backend.controls.startSessionFor(SEED_USERS[0].email, { name: "Failing" });
    await backend.controls.setTranscript(sessionId, [{ text: "Osmosis moves water.", start: 1, end: 3 }]);
    await backend.controls.studyIdle();
    const data = backend.database.data;
    const reason = `${STUDY_TEXTS.generationFailed}: The study worker failed: it could not start.`;
    expect(data.summaries.find((row) => row.sessionId === sessionId)).toMatchObject({ status: 30, error: reason });
    expect(data.quizGenerations.find((row) => row.sessionId === sessionId)).toMatchObject({
      status: 30,
      error: reason,
    });
    expect(data.studyJobs).toEqual([]);
    const channel = `private-users-${SEED_USERS[0].id}.sessions-${sessionId}`;
    expect(events.events.filter((event) => event.channel === channel).map((event) => event.event)).toContain(
      "assets_changes",
    );
  });
});
