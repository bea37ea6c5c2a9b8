import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { STUDY_TEXTS } from "@lectern/adapters/demo/study/studyTexts";
import { beforeEach, describe, expect, it } from "vitest";
import { HighlightsDriver } from "../highlights/HighlightsDriver";
import { seedRecording } from "../recordSeed";
import { expectFailure } from "../upload/expectFailure";
import { STARTED_AT, UploadDriver } from "../upload/UploadDriver";
import { PHOTOSYNTHESIS } from "./studyScript";
import type { StudySubject } from "./studySubject";

const SEED = SEED_USERS[0];
const START_MS = Date.parse(STARTED_AT);
const at = (seconds: number): string => new Date(START_MS + seconds * 1000).toISOString();
const viewChannel = (sessionId: string) => `private-users-${SEED.id}.sessions-${sessionId}`;

interface Item {
  readonly text: string;
  readonly start: number | null;
  readonly end: number | null;
  readonly poi_id: string | null;
}
interface Resource<A> {
  readonly id: string;
  readonly type: string;
  readonly attributes: A;
  readonly relationships?: Record<string, { data: { id: string; type: string } | null }>;
}
interface SummaryAttributes {
  readonly status: number;
  readonly summary: Item[];
  readonly key_points: Item[];
  readonly error: string | null;
  readonly source: "transcript" | "notes";
}
interface QuizAttributes {
  readonly question_id: string;
  readonly question: string;
  readonly answer: string;
  readonly answer_id: string;
  readonly choices: { id: string; text: string }[];
  readonly summary_id: string | null;
  readonly summary: string | null;
  readonly start: number;
  readonly end: number;
  readonly session_id: string;
  readonly session_name: string;
}
type Segment =
  { type: "text"; text: string } | { type: "cite"; start: number; end: number; label: string; source: string };
interface TutorEvent {
  readonly type: string;
  readonly id?: string;
  readonly text?: string;
  readonly start?: number;
  readonly end?: number;
  readonly label?: string;
  readonly source?: string;
}

/** A card as ts-fsrs would leave it after a first Good rating. */
const goodCard = (due: string) => ({
  data: {
    type: "flashcards",
    attributes: {
      due,
      stability: 3.17,
      difficulty: 5.28,
      elapsed_days: 0,
      scheduled_days: 3,
      learning_steps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      last_review: "2026-11-22T10:00:00.000Z",
      last_rating: 3,
    },
  },
});

const sentenceAt = (start: number | null) => PHOTOSYNTHESIS.find((sentence) => sentence.start === start);

/**
 * The study material's server side (issue 12, contract 1–8): generation after a transcript, on
 * request and by permission; quizzes and flashcards; the tutor's streamed answers and history; the
 * test controls. Runs unchanged against the in-process backend and, over real HTTP, the Node server.
 */
export const describeStudyContract = (suiteName: string, makeSubject: () => Promise<StudySubject>): void => {
  describe(suiteName, () => {
    let subject: StudySubject;
    let sessions: UploadDriver;

    beforeEach(async () => {
      subject = await makeSubject();
      subject.engine.open();
      await subject.reset();
      sessions = new UploadDriver(subject.api, subject.keyValue);
      await sessions.signIn(SEED.email, SEED.password);
      // The demo lectures' quizzes are generated after the sign-in: let that finish first.
      await subject.studyIdle();
      subject.events.clear();
    });

    /** A wrapped recording (a 10 s highlight at 20 s) and, unless told otherwise, the scripted transcript. */
    const recorded = async (withTranscript = true) => {
      const created = await sessions.createSession();
      const sessionId = created.data.id;
      await sessions.startSession(sessionId, STARTED_AT);
      const poi = await new HighlightsDriver(subject.api).createPoi(sessionId, {
        type: "poi",
        name: "Light reactions",
        started_at: at(26),
        ended_at: at(37),
      });
      await sessions.endSession(sessionId);
      await seedRecording(subject.router(), sessionId);
      if (withTranscript) {
        await subject.setTranscript(sessionId, PHOTOSYNTHESIS);
        await subject.studyIdle();
      }
      return { sessionId, poiId: poi.data.id };
    };

    const summaryOf = async (sessionId: string) => {
      const document = (
        await subject.api.send({
          method: "GET",
          path: `sessions/${sessionId}`,
          query: { include: "summary,action_items" },
        })
      ).body as { included: Resource<Record<string, unknown>>[] };
      return {
        summary: document.included.find((resource) => resource.type === "sessions_summaries") as
          Resource<SummaryAttributes> | undefined,
        actionItems: document.included.filter((resource) => resource.type === "action_items") as Resource<{
          text: string;
          text_highlighted: string;
          start: number | null;
          end: number | null;
        }>[],
      };
    };

    const quizzesOf = async (sessionId: string) =>
      (await subject.api.send({ method: "GET", path: `sessions/${sessionId}/quizzes` })).body as {
        data: Resource<QuizAttributes>[];
        included: Resource<Record<string, unknown>>[];
        meta: {
          status: number | null;
          error: string | null;
          source: "transcript" | "notes" | null;
          study_source: "transcript" | "notes" | null;
        };
      };

    const ask = (sessionId: string, question: unknown, signal?: AbortSignal) =>
      subject.api.stream(
        {
          method: "POST",
          path: `sessions/${sessionId}/tutor`,
          body: { data: { type: "tutor_messages", attributes: { question } } },
        },
        signal,
      );

    const answerOf = async (sessionId: string, question: string): Promise<TutorEvent[]> => {
      const events: TutorEvent[] = [];
      for await (const event of ask(sessionId, question)) events.push(event as TutorEvent);
      return events;
    };

    const historyOf = async (sessionId: string) =>
      (
        (await subject.api.send({ method: "GET", path: `sessions/${sessionId}/tutor` })).body as {
          data: Resource<{ role: string; segments: Segment[]; stopped: boolean }>[];
        }
      ).data;

    /** The first error object of a stream that was refused. */
    const refusal = async (stream: AsyncIterable<unknown>) => {
      const error = await (async () => {
        for await (const _ of stream) return null;
        return null;
      })().then(
        () => {
          throw new Error("expected the stream to be refused");
        },
        (caught: unknown) => caught as Error,
      );
      return (JSON.parse(error.message) as { errors: { status: string; title: string }[] }).errors[0]!;
    };

    const asOtherUser = async (act: () => Promise<void>) => {
      const mine = subject.keyValue.get("token")!;
      await sessions.signUp(`other-${Math.random().toString(36).slice(2)}@example.com`, "Other#2026pass");
      try {
        await act();
      } finally {
        sessions.useToken(mine);
      }
    };

    describe("generation after a transcript", () => {
      it("makes the summary, key points, action items and quizzes from the transcript, statuses 0 → 20, and tells the viewers", async () => {
        const { sessionId, poiId } = await recorded(false);
        subject.engine.hold();
        await subject.setTranscript(sessionId, PHOTOSYNTHESIS);
        const pending = await summaryOf(sessionId);
        expect(pending.summary?.attributes.status).toBe(0);
        expect((await quizzesOf(sessionId)).meta).toEqual({
          status: 0,
          error: null,
          source: null,
          study_source: "transcript",
        });
        subject.engine.open();
        await subject.studyIdle();

        const { summary, actionItems } = await summaryOf(sessionId);
        expect(summary?.attributes).toMatchObject({ status: 20, error: null });
        const lines = [...summary!.attributes.summary, ...summary!.attributes.key_points];
        expect(summary!.attributes.summary.length).toBeGreaterThan(0);
        expect(summary!.attributes.key_points.length).toBeGreaterThanOrEqual(5);
        for (const line of lines) {
          const sentence = sentenceAt(line.start);
          expect(sentence, line.text).toBeDefined();
          expect(line).toMatchObject({ text: sentence!.text, end: sentence!.end });
        }
        // The sentences inside the highlight (26–37 s) are linked to it.
        const inside = lines.filter((line) => line.start! >= 26 && line.start! < 37);
        for (const line of inside) expect(line.poi_id).toBe(poiId);

        const work = actionItems.map((item) => item.attributes.text);
        expect(work).toEqual(
          expect.arrayContaining([
            "For next week, please read chapter six on the light dependent reactions.",
            "The practical report on leaf discs is due on Friday.",
          ]),
        );
        for (const item of actionItems) {
          expect(sentenceAt(item.attributes.start)?.text).toBe(item.attributes.text);
          expect(item.attributes.text_highlighted).toMatch(/<b>.+<\/b>/);
        }

        const quizzes = await quizzesOf(sessionId);
        expect(quizzes.meta).toEqual({ status: 20, error: null, source: "transcript", study_source: "transcript" });
        expect(quizzes.data.length).toBeGreaterThan(0);
        for (const quiz of quizzes.data) {
          const { attributes } = quiz;
          expect(attributes.question_id).toBe(quiz.id);
          expect(attributes.choices).toHaveLength(4);
          expect(new Set(attributes.choices.map((choice) => choice.id)).size).toBe(4);
          expect(attributes.choices.find((choice) => choice.id === attributes.answer_id)?.text).toBe(attributes.answer);
          expect(attributes.choices.filter((choice) => choice.text === attributes.answer)).toHaveLength(1);
          const source = sentenceAt(attributes.start);
          expect(source?.text).toContain(attributes.answer);
          expect(attributes).toMatchObject({ end: source!.end, session_id: sessionId, session_name: "Lecture 1" });
          expect(quiz.relationships?.["summary"]?.data).toEqual({ id: summary!.id, type: "sessions_summaries" });
        }
        // The answer is not always the first choice.
        if (quizzes.data.length >= 4) {
          expect(
            new Set(
              quizzes.data.map((quiz) => quiz.attributes.choices.findIndex((c) => c.id === quiz.attributes.answer_id)),
            ).size,
          ).toBeGreaterThan(1);
        }

        const seen = subject.events.events.filter((event) => event.channel === viewChannel(sessionId));
        expect(seen.map((event) => event.event)).toEqual(
          expect.arrayContaining(["assets_changes", "action_items_changed"]),
        );
        expect(seen.find((event) => event.event === "action_items_changed")?.data).toEqual({ id: sessionId });
      });

      it("gives the seeded demo lectures their quizzes from the engine", async () => {
        const mine = subject
          .router()
          .database.data.recordingSessions.filter((session) => session.userId === SEED.id && session.demo);
        expect(mine).toHaveLength(2);
        for (const lecture of mine) {
          const quizzes = await quizzesOf(lecture.id);
          expect(quizzes.meta.status).toBe(20);
          expect(quizzes.data.length).toBeGreaterThan(0);
        }
        const { summary } = await summaryOf(mine[1]!.id);
        expect(summary?.attributes.key_points.some((point) => point.text.includes("\\( Q_d = a - bP \\)"))).toBe(true);
      });
    });

    describe("POST sessions/{id}/summaries", () => {
      const regenerate = (sessionId: string, parts: unknown, type = "sessions_summaries") =>
        subject.api.send({
          method: "POST",
          path: `sessions/${sessionId}/summaries`,
          body: { data: { type, attributes: { parts } } },
        });

      it("answers 202 with the summary at status new, then completes it", async () => {
        const { sessionId } = await recorded();
        const reply = await regenerate(sessionId, ["summary", "key_points", "action_items", "quizzes"]);
        expect(reply.status).toBe(202);
        expect(reply.body).toMatchObject({
          data: { type: "sessions_summaries", attributes: { status: 0, error: null } },
        });
        await subject.studyIdle();
        expect((await summaryOf(sessionId)).summary?.attributes.status).toBe(20);
        expect((await quizzesOf(sessionId)).meta.status).toBe(20);
      });

      it("refuses parts the plan does not allow (403), a lecture without a transcript (409), others' sessions (404) and bad parts (422)", async () => {
        const { sessionId } = await recorded();
        await subject.setPermissions(SEED.email, { quizGeneration: false });
        expect((await expectFailure(regenerate(sessionId, ["quizzes"]))).status).toBe(403);
        const refused = await expectFailure(regenerate(sessionId, ["summary", "quizzes"]));
        expect(refused.message).toBe(STUDY_TEXTS.generateForbidden);
        expect((await regenerate(sessionId, ["summary"])).status).toBe(202);
        await subject.setPermissions(SEED.email, { keyPointsGeneration: false });
        expect((await expectFailure(regenerate(sessionId, ["key_points"]))).status).toBe(403);
        await subject.setPermissions(SEED.email, { summaryGeneration: false });
        expect((await expectFailure(regenerate(sessionId, ["action_items"]))).status).toBe(403);
        await subject.setPermissions(SEED.email, null);

        const bare = await recorded(false);
        const none = await expectFailure(regenerate(bare.sessionId, ["summary"]));
        expect(none.status).toBe(409);
        expect(none.message).toBe(STUDY_TEXTS.noTranscript);

        const wrong = await expectFailure(regenerate(sessionId, ["everything"]));
        expect(wrong.status).toBe(422);
        expect(wrong.message).toBe(STUDY_TEXTS.parts);
        expect((await expectFailure(regenerate(sessionId, []))).status).toBe(422);

        await asOtherUser(async () => {
          expect((await expectFailure(regenerate(sessionId, ["summary"]))).status).toBe(404);
        });
        await subject.studyIdle();
      });
    });

    describe("a lecture without a transcript (issue 21)", () => {
      /** What a student wrote during a lecture whose captions were unavailable: enough to learn from. */
      const NOTES = [
        "<p>Photosynthesis turns light energy into chemical energy stored in glucose.</p><p>Chlorophyll in the chloroplasts absorbs mostly red and blue light.</p>",
        "<ul><li>The light reactions split water and release oxygen as a by-product.</li><li>The Calvin cycle fixes carbon dioxide into sugars using ATP and NADPH.</li></ul>",
        "Stomata open to let carbon dioxide in. Guard cells close them when the leaf loses too much water.",
        "<p>Revise the Calvin cycle diagram before the practical on Friday.</p>",
      ];
      const noteSentence = (text: string) => NOTES.some((note) => note.includes(text)) || text === "Light reactions";

      const withNotes = async (notes: readonly string[]) => {
        const recording = await recorded(false);
        const driver = new HighlightsDriver(subject.api);
        for (const [index, text] of notes.entries()) {
          // The first note belongs to the highlight: it is placed at its start.
          await driver.createNote(recording.sessionId, { text }, index === 0 ? recording.poiId : undefined);
        }
        return recording;
      };
      const studySourceOf = async (sessionId: string) =>
        (
          (await subject.api.send({ method: "GET", path: `sessions/${sessionId}` })).body as {
            data: { attributes: { study_source: string | null } };
          }
        ).data.attributes.study_source;
      const generateAll = (sessionId: string) =>
        subject.api.send({
          method: "POST",
          path: `sessions/${sessionId}/summaries`,
          body: {
            data: {
              type: "sessions_summaries",
              attributes: { parts: ["summary", "key_points", "action_items", "quizzes"] },
            },
          },
        });

      it("makes the summary, key points and quizzes from the notes and highlight names, and says so (source: notes)", async () => {
        const { sessionId, poiId } = await withNotes(NOTES);
        expect(await studySourceOf(sessionId)).toBe("notes");
        // Nothing generated yet: Generate can work, so the deck's status is not a failure.
        expect((await quizzesOf(sessionId)).meta).toEqual({
          status: null,
          error: null,
          source: null,
          study_source: "notes",
        });

        expect((await generateAll(sessionId)).status).toBe(202);
        await subject.studyIdle();
        const { summary } = await summaryOf(sessionId);
        expect(summary?.attributes).toMatchObject({ status: 20, error: null, source: "notes" });
        expect(summary!.attributes.summary.length).toBeGreaterThanOrEqual(3);
        expect(summary!.attributes.key_points.length).toBeGreaterThanOrEqual(5);
        for (const line of [...summary!.attributes.summary, ...summary!.attributes.key_points]) {
          expect(noteSentence(line.text), line.text).toBe(true);
          expect(line.start).not.toBeNull();
        }
        // The highlight's note sits at the highlight (26 s) and is linked to it.
        const first = summary!.attributes.key_points.find((line) => line.text.startsWith("Photosynthesis turns"));
        if (first) expect(first).toMatchObject({ start: 26, poi_id: poiId });

        const quizzes = await quizzesOf(sessionId);
        expect(quizzes.meta).toEqual({ status: 20, error: null, source: "notes", study_source: "notes" });
        expect(quizzes.data.length).toBeGreaterThan(0);
        for (const quiz of quizzes.data) {
          const answer = quiz.attributes.choices.find((choice) => choice.id === quiz.attributes.answer_id)?.text;
          expect(answer).toBe(quiz.attributes.answer);
          expect(NOTES.some((note) => note.includes(quiz.attributes.answer))).toBe(true);
        }
      });

      it("with too few notes there is nothing to learn from: study_source null, Generate refused (409) as before", async () => {
        const { sessionId } = await withNotes(["<p>Chlorophyll is green.</p>"]);
        expect(await studySourceOf(sessionId)).toBeNull();
        const refused = await expectFailure(generateAll(sessionId));
        expect(refused.status).toBe(409);
        expect(refused.message).toBe(STUDY_TEXTS.noTranscript);
        expect((await quizzesOf(sessionId)).meta).toEqual({
          status: 30,
          error: STUDY_TEXTS.noTranscript,
          source: null,
          study_source: null,
        });
      });

      it("a transcript arriving later replaces the notes-based material with the transcript's", async () => {
        const { sessionId } = await withNotes(NOTES);
        await generateAll(sessionId);
        await subject.studyIdle();
        expect((await summaryOf(sessionId)).summary?.attributes.source).toBe("notes");

        await subject.setTranscript(sessionId, PHOTOSYNTHESIS);
        await subject.studyIdle();
        expect(await studySourceOf(sessionId)).toBe("transcript");
        const { summary } = await summaryOf(sessionId);
        expect(summary?.attributes).toMatchObject({ status: 20, source: "transcript" });
        for (const line of summary!.attributes.summary) expect(sentenceAt(line.start)?.text).toBe(line.text);
        const quizzes = await quizzesOf(sessionId);
        expect(quizzes.meta).toMatchObject({ status: 20, source: "transcript", study_source: "transcript" });
        for (const quiz of quizzes.data)
          expect(sentenceAt(quiz.attributes.start)?.text).toContain(quiz.attributes.answer);
      });
    });

    describe("quizzes and flashcards", () => {
      it("needs quizShow (403) and the session's owner (404)", async () => {
        const { sessionId } = await recorded();
        await asOtherUser(async () => {
          expect(
            (await expectFailure(subject.api.send({ method: "GET", path: `sessions/${sessionId}/quizzes` }))).status,
          ).toBe(404);
        });
        await subject.setPermissions(SEED.email, { quizShow: false });
        const flags = (await subject.api.send({ method: "GET", path: "v2/user/permissions" })).body as {
          data: { attributes: Record<string, boolean> };
        };
        expect(flags.data.attributes).toMatchObject({ quizShow: false, jamAiChatShow: true, isUpgradable: false });
        const refused = await expectFailure(subject.api.send({ method: "GET", path: `sessions/${sessionId}/quizzes` }));
        expect(refused.status).toBe(403);
        expect(refused.message).toBe(STUDY_TEXTS.quizzesForbidden);
        const due = await expectFailure(subject.api.send({ method: "GET", path: "flashcards/due" }));
        expect(due.status).toBe(403);
      });

      it("saves a card (PUT), refuses malformed fields (422) and others' questions (404), and lists what is due", async () => {
        const { sessionId } = await recorded();
        const [first, second] = (await quizzesOf(sessionId)).data;
        const saved = await subject.api.send({
          method: "PUT",
          path: `flashcards/${first!.id}`,
          body: goodCard("2026-11-25T10:00:00.000Z"),
        });
        expect(saved.body).toMatchObject({
          data: {
            id: first!.id,
            type: "flashcards",
            attributes: {
              quiz_id: first!.id,
              session_id: sessionId,
              due: "2026-11-25T10:00:00.000Z",
              state: 2,
              reps: 1,
              last_rating: 3,
              last_review: "2026-11-22T10:00:00.000Z",
            },
          },
        });
        expect((await quizzesOf(sessionId)).included).toEqual([(saved.body as { data: unknown }).data]);

        const bad = goodCard("next week");
        const malformed = await expectFailure(
          subject.api.send({
            method: "PUT",
            path: `flashcards/${first!.id}`,
            body: { data: { ...bad.data, attributes: { ...bad.data.attributes, state: 7 } } },
          }),
        );
        expect(malformed.status).toBe(422);
        expect(malformed.message).toBe("The due must be a date in ISO 8601 with a time zone.");
        expect(
          (
            await expectFailure(
              subject.api.send({ method: "PUT", path: "flashcards/99999", body: goodCard("2026-11-25T10:00:00.000Z") }),
            )
          ).status,
        ).toBe(404);
        await asOtherUser(async () => {
          expect(
            (
              await expectFailure(
                subject.api.send({
                  method: "PUT",
                  path: `flashcards/${first!.id}`,
                  body: goodCard("2026-11-25T10:00:00.000Z"),
                }),
              )
            ).status,
          ).toBe(404);
        });

        // Due before the 26th: the first card (due the 25th) first, then never-rated questions, newest record first.
        await subject.api.send({
          method: "PUT",
          path: `flashcards/${second!.id}`,
          body: goodCard("2026-12-30T10:00:00.000Z"),
        });
        const due = (
          await subject.api.send({
            method: "GET",
            path: "flashcards/due",
            query: { before: "2026-11-26T00:00:00.000Z", limit: 100 },
          })
        ).body as {
          data: Resource<QuizAttributes>[];
          included: Resource<{ due: string }>[];
          meta: { total: number };
        };
        expect(due.data[0]?.id).toBe(first!.id);
        expect(due.data.map((quiz) => quiz.id)).not.toContain(second!.id);
        expect(
          due.data
            .slice(1)
            .every(
              (quiz) =>
                quiz.attributes.session_id === sessionId ||
                due.data.findIndex((q) => q.attributes.session_id === sessionId) < due.data.indexOf(quiz),
            ),
        ).toBe(true);
        expect(due.data[1]?.attributes.session_id).toBe(sessionId);
        expect(due.included.map((card) => card.id)).toEqual([first!.id]);
        const total = due.meta.total;
        const page = (
          await subject.api.send({
            method: "GET",
            path: "flashcards/due",
            query: { before: "2026-11-26T00:00:00.000Z", limit: 2 },
          })
        ).body as { data: unknown[]; meta: { total: number } };
        expect(page.data).toHaveLength(2);
        expect(page.meta.total).toBe(total);
        expect(
          (await expectFailure(subject.api.send({ method: "GET", path: "flashcards/due", query: { limit: 101 } })))
            .status,
        ).toBe(422);
      });

      it("removes a session's quizzes, flashcards and tutor messages with it", async () => {
        const { sessionId } = await recorded();
        const [first] = (await quizzesOf(sessionId)).data;
        await subject.api.send({
          method: "PUT",
          path: `flashcards/${first!.id}`,
          body: goodCard("2026-11-25T10:00:00.000Z"),
        });
        await answerOf(sessionId, "What does rubisco do?");
        await subject.api.send({ method: "DELETE", path: `sessions/${sessionId}` });
        const data = subject.router().database.data;
        expect(data.quizzes.filter((quiz) => quiz.sessionId === sessionId)).toEqual([]);
        expect(data.flashcards.filter((card) => card.sessionId === sessionId)).toEqual([]);
        expect(data.tutorMessages.filter((message) => message.sessionId === sessionId)).toEqual([]);
      });
    });

    describe("the tutor", () => {
      it("streams start, text and citations of real moments, then done, and keeps the conversation", async () => {
        const { sessionId } = await recorded();
        const events = await answerOf(sessionId, "What does the enzyme rubisco do in the Calvin cycle?");
        expect(events[0]).toMatchObject({ type: "start" });
        expect(events[events.length - 1]).toEqual({ type: "done" });
        const middle = events.slice(1, -1);
        expect(middle.every((event) => event.type === "text" || event.type === "cite")).toBe(true);
        expect(middle[0]?.type).toBe("text");
        const cites = middle.filter((event) => event.type === "cite");
        expect(cites.length).toBeGreaterThan(0);
        for (const cite of cites) {
          const sentence = sentenceAt(cite.start!);
          expect(sentence).toBeDefined();
          expect(cite.end).toBe(sentence!.end);
          expect(cite.label).toBe(`00:${String(Math.floor(cite.start!)).padStart(2, "0")}`);
          expect(["transcript", "highlight", "note"]).toContain(cite.source);
        }
        expect(middle.map((event) => event.text ?? "").join("")).toContain("rubisco");

        const history = await historyOf(sessionId);
        expect(history.map((message) => message.attributes.role)).toEqual(["student", "tutor"]);
        expect(history[0]!.attributes.segments).toEqual([
          { type: "text", text: "What does the enzyme rubisco do in the Calvin cycle?" },
        ]);
        expect(history[1]!.id).toBe(events[0]!.id);
        expect(history[1]!.attributes.stopped).toBe(false);
        expect(history[1]!.attributes.segments.filter((segment) => segment.type === "cite")).toHaveLength(cites.length);

        expect((await subject.api.send({ method: "DELETE", path: `sessions/${sessionId}/tutor` })).status).toBe(204);
        expect(await historyOf(sessionId)).toEqual([]);
      });

      it("says it could not find what the lecture does not cover", async () => {
        const { sessionId } = await recorded();
        const events = await answerOf(sessionId, "Who won the football world cup in 1966?");
        expect(events.map((event) => event.type)).toEqual(["start", "text", "done"]);
        expect(events[1]).toEqual({ type: "text", text: STUDY_TEXTS.notFound });
      });

      it("refuses without jamAiChatShow (403), a blank question (422) and others' sessions (404)", async () => {
        const { sessionId } = await recorded();
        const blank = await refusal(ask(sessionId, "   "));
        expect(blank).toMatchObject({ status: "422", title: STUDY_TEXTS.blankQuestion });
        await asOtherUser(async () => {
          expect((await refusal(ask(sessionId, "What is rubisco?"))).status).toBe("404");
        });
        await subject.setPermissions(SEED.email, { jamAiChatShow: false });
        expect(await refusal(ask(sessionId, "What is rubisco?"))).toMatchObject({
          status: "403",
          title: STUDY_TEXTS.tutorForbidden,
        });
        expect(
          (await expectFailure(subject.api.send({ method: "GET", path: `sessions/${sessionId}/tutor` }))).status,
        ).toBe(403);
      });

      it("keeps what was sent, marked stopped, when the client goes away mid-answer", async () => {
        const { sessionId } = await recorded();
        subject.engine.hold();
        const abort = new AbortController();
        const received: TutorEvent[] = [];
        try {
          for await (const event of ask(sessionId, "What does chlorophyll absorb?", abort.signal)) {
            received.push(event as TutorEvent);
            if ((event as TutorEvent).type === "start") abort.abort();
          }
        } catch (error) {
          // fetch rejects an aborted read; the in-tab stream just ends.
          expect((error as Error).name).toBe("AbortError");
        }
        expect(received.map((event) => event.type)).toEqual(["start"]);
        await subject.clientGone(1);
        subject.engine.open();
        await expect
          .poll(
            async () =>
              (await historyOf(sessionId)).map((message) => [message.attributes.role, message.attributes.stopped]),
            {
              timeout: 5000,
            },
          )
          .toEqual([
            ["student", false],
            ["tutor", true],
          ]);
        const answer = (await historyOf(sessionId))[1]!;
        expect(answer.id).toBe(received[0]!.id);
      });
    });
  });
};
