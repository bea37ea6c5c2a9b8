import type { DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { DEMO_LECTURES } from "@lectern/adapters/demo/seed/lectures/demoLectures";
import { seedDemoLectures } from "@lectern/adapters/demo/seed/lectures/seedDemoLectures";
import { describe, expect, it } from "vitest";

const NOW = Date.UTC(2026, 10, 24, 8, 30);

const seeded = async (): Promise<DemoSnapshot> => {
  const data = await createDemoSeed(NOW);
  seedDemoLectures(data, data.users[0]!.id, NOW, DEMO_LECTURES);
  return data;
};

describe("the demo lectures' study material", () => {
  it("times every summary line, key point and action item with the transcript sentence it comes from", async () => {
    const data = await seeded();
    const sessions = data.recordingSessions.filter((session) => session.demo);
    expect(sessions).toHaveLength(DEMO_LECTURES.length);
    for (const session of sessions) {
      const sentences = data.transcripts
        .filter((transcript) => transcript.sessionId === session.id)
        .flatMap((transcript) => transcript.turns.flatMap((turn) => turn.sentences));
      const pois = data.pois.filter((poi) => poi.sessionId === session.id);
      const summary = data.summaries.find((row) => row.sessionId === session.id)!;
      const actions = data.actionItems.filter((item) => item.sessionId === session.id);
      expect(summary.summary.length).toBeGreaterThan(0);
      expect(summary.keyPoints.length).toBeGreaterThanOrEqual(5);
      expect(actions.length).toBeGreaterThan(0);
      for (const item of [...summary.summary, ...summary.keyPoints, ...actions]) {
        const sentence = sentences.find((candidate) => candidate.start === item.start);
        expect(sentence, item.text).toBeDefined();
        expect(item.end).toBe(sentence!.end);
      }
      for (const item of [...summary.summary, ...summary.keyPoints]) {
        if (item.poiId === null) continue;
        const poi = pois.find((candidate) => candidate.id === item.poiId)!;
        const from = (poi.startedAt - session.startedAt!) / 1000;
        const to = (poi.endedAt! - session.startedAt!) / 1000;
        expect(item.start).toBeGreaterThanOrEqual(from - 0.001);
        expect(item.start).toBeLessThan(to);
      }
    }
  });

  it("gives the supply and demand lecture a key point with inline math and markdown", async () => {
    const data = await seeded();
    const lecture = data.recordingSessions.find((session) => session.name.includes("supply and demand"))!;
    const points = data.summaries.find((row) => row.sessionId === lecture.id)!.keyPoints.map((point) => point.text);
    expect(points.some((text) => text.includes("\\( Q_d = a - bP \\)") && /\*\*[^*]+\*\*/.test(text))).toBe(true);
  });

  it("leaves the quizzes to the study pipeline: a job for each lecture, their generation new", async () => {
    const data = await seeded();
    const ids = data.recordingSessions.filter((session) => session.demo).map((session) => session.id);
    expect(data.studyJobs.map((job) => [job.sessionId, job.parts])).toEqual(ids.map((id) => [id, ["quizzes"]]));
    expect(data.quizGenerations.map((row) => [row.sessionId, row.status])).toEqual(ids.map((id) => [id, 0]));
    expect(data.quizzes).toEqual([]);
  });
});
