import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { migrateSnapshot } from "@lectern/adapters/demo/db/migrateSnapshot";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

type Seed = Awaited<ReturnType<typeof createDemoSeed>>;

/** What schema 4 saved, from a current seed: no study tables, plain-string summaries, untimed action items. */
const asSchemaFour = (
  seed: Seed,
  tables: Pick<DemoSnapshot, "recordingSessions" | "transcripts">,
  summaries: string[][],
  actions: string[],
) => {
  const {
    quizzes: _q,
    flashcards: _f,
    tutorMessages: _t,
    studyJobs: _j,
    quizGenerations: _g,
    counters: { quizzes: _cq, ...counters },
    ...rest
  } = seed;
  const sessionIds = tables.recordingSessions.map((session) => session.id);
  return {
    ...rest,
    schemaVersion: 4,
    counters,
    users: seed.users.map(({ permissions: _p, ...user }) => user),
    recordingSessions: tables.recordingSessions,
    transcripts: tables.transcripts,
    summaries: summaries.map((lines, index) => ({
      id: String(index + 1),
      sessionId: sessionIds[index % Math.max(1, sessionIds.length)] ?? "1",
      streamId: null,
      status: 20,
      summary: lines,
      keyPoints: [...lines].reverse(),
      error: null,
      createdAt: 1000,
      updatedAt: 1000,
    })),
    actionItems: actions.map((text, index) => ({
      id: String(index + 1),
      sessionId: sessionIds[0] ?? "1",
      text,
      textHighlighted: `<b>${text}</b>`,
      createdAt: 1000,
    })),
  };
};

const session = (id: string, createdAt: number) => ({
  id,
  userId: "1",
  name: `Lecture ${id}`,
  organizationId: null,
  status: 30 as const,
  startedAt: createdAt,
  endedAt: createdAt + 60_000,
  createdAt,
  mergedAt: createdAt + 70_000,
  geo: null,
  favourite: false,
  demo: false,
  tagIds: [],
  thumbnailKey: null,
});

/** A session (id 1…n) with a transcript that has sentences, an error, or none. */
const lectures = fc.array(fc.constantFrom("sentences", "error", "empty", "none"), { maxLength: 6 }).map((kinds) => ({
  kinds,
  recordingSessions: kinds.map((_, index) => session(String(index + 1), 1000 + index)),
  transcripts: kinds.flatMap((kind, index) =>
    kind === "none"
      ? []
      : [
          {
            id: String(index + 1),
            sessionId: String(index + 1),
            streamId: null,
            speakers: [{ id: "host", name: "Host" }],
            turns:
              kind === "sentences"
                ? [{ speakerId: "host", sentences: [{ start: 1, end: 2, text: "Osmosis moves water." }] }]
                : kind === "empty"
                  ? [{ speakerId: "host", sentences: [] }]
                  : [],
            error: kind === "error" ? "No speech was captioned." : null,
            createdAt: 2000,
          },
        ],
  ),
}));

describe("demo snapshot schema 4 → 5 (and on to the current one)", () => {
  it("keeps every summary line and action item (untimed), gives users the demo rule, and queues quizzes for lectures with sentences", async () => {
    const seed = await createDemoSeed(0);
    await fc.assert(
      fc.property(
        lectures,
        fc.array(fc.array(fc.string(), { maxLength: 4 }), { maxLength: 4 }),
        fc.array(fc.string(), { maxLength: 4 }),
        ({ kinds, recordingSessions, transcripts }, summaries, actions) => {
          const v4 = asSchemaFour(seed, { recordingSessions, transcripts }, summaries, actions);
          const migrated = migrateSnapshot(structuredClone(v4))!;
          expect(migrated.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
          expect(migrated.counters).toMatchObject({ ...v4.counters, quizzes: 0 });
          expect(migrated.users.every((user) => user.permissions === null)).toBe(true);
          expect(migrated.summaries.map((row) => row.summary.map((item) => item.text))).toEqual(summaries);
          expect(migrated.summaries.map((row) => row.keyPoints.map((item) => item.text))).toEqual(
            summaries.map((lines) => [...lines].reverse()),
          );
          for (const row of migrated.summaries) {
            for (const item of [...row.summary, ...row.keyPoints]) {
              expect(item).toMatchObject({ start: null, end: null, poiId: null });
            }
          }
          expect(migrated.actionItems.map((item) => [item.text, item.start, item.end])).toEqual(
            actions.map((text) => [text, null, null]),
          );
          const learnable = kinds.flatMap((kind, index) => (kind === "sentences" ? [String(index + 1)] : []));
          expect(migrated.studyJobs.map((job) => [job.sessionId, job.parts])).toEqual(
            learnable.map((id) => [id, ["quizzes"]]),
          );
          expect(migrated.quizGenerations.map((row) => [row.sessionId, row.status, row.error])).toEqual(
            learnable.map((id) => [id, 0, null]),
          );
          expect([migrated.quizzes, migrated.flashcards, migrated.tutorMessages]).toEqual([[], [], []]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("is saved once opened, and a backend opened on it generates the queued quizzes", async () => {
    const seed = await createDemoSeed(0);
    const v4 = asSchemaFour(
      seed,
      {
        recordingSessions: [session("1", 1000)],
        transcripts: [
          {
            id: "1",
            sessionId: "1",
            streamId: null,
            speakers: [{ id: "host", name: "Host" }],
            turns: [
              {
                speakerId: "host",
                sentences: [
                  "Osmosis is the movement of water across a partially permeable membrane.",
                  "Water moves from a higher water potential to a lower water potential.",
                  "Pure water has a water potential of zero.",
                  "Adding solutes makes the water potential negative.",
                  "Red blood cells in pure water swell and burst, which is called haemolysis.",
                  "Plant cells in pure water become turgid because the cell wall resists the pressure.",
                  "Active transport moves substances against their concentration gradient using ATP.",
                  "The sodium potassium pump moves three sodium ions out and two potassium ions in.",
                ].map((text, index) => ({ start: index * 5, end: index * 5 + 4, text })),
              },
            ],
            error: null,
            createdAt: 2000,
          },
        ],
      },
      [["Osmosis moves water."]],
      ["Read chapter four."],
    );
    const persistence = new MemoryDemoPersistence(v4 as unknown as DemoSnapshot);
    const database = await DemoDatabase.open(persistence, () => createDemoSeed(0));
    expect(database.data.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
    expect((await persistence.load())?.schemaVersion).toBe(DEMO_SCHEMA_VERSION);

    const backend = await openDemoBackend({
      persistence: new MemoryDemoPersistence(v4 as unknown as DemoSnapshot),
      now: () => 5000,
    });
    await backend.study.whenIdle();
    const data = backend.database.data;
    expect(data.studyJobs).toEqual([]);
    expect(data.quizGenerations).toMatchObject([{ sessionId: "1", status: 20, error: null }]);
    expect(data.quizzes.length).toBeGreaterThan(0);
    // The summary it had stays as it was: only the quizzes were asked for.
    expect(data.summaries[0]?.summary).toEqual([{ text: "Osmosis moves water.", start: null, end: null, poiId: null }]);
  });
});
