import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { NO_CAPTIONS_HEARD } from "@lectern/adapters/demo/model/transcriptFromCaptions";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { CAPTION_IMPORT_TEXTS } from "@lectern/core/records/transcript/captionImportTexts";
import { CAPTION_FILE_LIMITS } from "@lectern/core/records/transcript/parseCaptionFile";
import { beforeEach, describe, expect, it } from "vitest";
import { seedRecording } from "../recordSeed";
import type { StudySubject } from "../study/studySubject";
import { expectFailure } from "../upload/expectFailure";
import { STARTED_AT, UploadDriver } from "../upload/UploadDriver";

const SEED = SEED_USERS[0];
const SRT = readFileSync(
  fileURLToPath(new URL("../../../fixtures/photosynthesis-lecture.srt", import.meta.url)),
  "utf8",
);
const viewChannel = (sessionId: string) => `private-users-${SEED.id}.sessions-${sessionId}`;

interface TranscriptAttributes {
  readonly transcript: {
    readonly speakers: { id: string; name: string }[];
    readonly sentences: { speakerId: string; sentences: { start: number; end: number; text: string }[] }[];
  };
  readonly error: string | null;
}

/**
 * POST sessions/{id}/transcript/import (issue 21): the owner's caption file becomes the transcript
 * of a finished lecture that has none, and the study material is made from it; wrong files are
 * refused with the parser's message (413 / 422) and change nothing. Runs against the in-process
 * backend and, over real HTTP, the Node server.
 */
export const describeCaptionImportContract = (suiteName: string, makeSubject: () => Promise<StudySubject>): void => {
  describe(suiteName, () => {
    let subject: StudySubject;
    let sessions: UploadDriver;

    beforeEach(async () => {
      subject = await makeSubject();
      subject.engine.open();
      await subject.reset();
      sessions = new UploadDriver(subject.api, subject.keyValue);
      await sessions.signIn(SEED.email, SEED.password);
      await subject.studyIdle();
      subject.events.clear();
    });

    /** A finished recording whose transcript says no captions were heard (as after a browser without recognition). */
    const recordedWithoutCaptions = async () => {
      const created = await sessions.createSession();
      const sessionId = created.data.id;
      await sessions.startSession(sessionId, STARTED_AT);
      await sessions.endSession(sessionId);
      await seedRecording(subject.router(), sessionId);
      await subject.router().exclusive(async ({ db, now }) => {
        await db.sessionRows("transcripts", sessionId);
        db.mutate((data) => {
          data.counters.transcripts += 1;
          data.transcripts.push({
            id: String(data.counters.transcripts),
            sessionId,
            streamId: null,
            speakers: [],
            turns: [],
            error: NO_CAPTIONS_HEARD,
            createdAt: now(),
          });
        });
      });
      return sessionId;
    };

    const importFile = (sessionId: string, text: unknown, fileName: unknown = "lecture.srt") =>
      subject.api.send({
        method: "POST",
        path: `sessions/${sessionId}/transcript/import`,
        body: { data: { type: "transcript_imports", attributes: { file_name: fileName, text } } },
      });

    const transcriptsOf = async (sessionId: string) =>
      (
        (await subject.api.send({ method: "GET", path: `sessions/${sessionId}/transcripts` })).body as {
          data: { attributes: TranscriptAttributes }[];
        }
      ).data.map((resource) => resource.attributes);

    const refusal = async (call: Promise<unknown>) => {
      const error = await expectFailure(call);
      return {
        status: error.status,
        error: { title: error.title, message: error.message },
      };
    };

    it("replaces the no-captions transcript with the file's cues, tells the viewers, and makes the summary and quiz", async () => {
      const sessionId = await recordedWithoutCaptions();
      subject.engine.hold();
      const reply = await importFile(sessionId, SRT, "photosynthesis-lecture.srt");
      expect(reply.status).toBe(201);
      const [transcript, ...others] = await transcriptsOf(sessionId);
      expect(others).toEqual([]);
      expect(transcript!.error).toBeNull();
      expect(transcript!.transcript.speakers).toEqual([{ id: "host", name: expect.any(String) }]);
      const sentences = transcript!.transcript.sentences.flatMap((turn) => turn.sentences);
      expect(sentences).toHaveLength(17);
      expect(sentences[1]).toEqual({
        start: 0.5,
        end: 0.95,
        text: "Photosynthesis is the process by which green plants turn light energy into chemical energy.",
      });
      expect(sentences[2]!.text).toBe(
        "It takes place in the chloroplasts, which contain the green pigment chlorophyll.",
      );
      expect(subject.events.events.some((event) => event.channel === viewChannel(sessionId))).toBe(true);

      const summaryStatus = async () => {
        const document = (
          await subject.api.send({ method: "GET", path: `sessions/${sessionId}`, query: { include: "summary" } })
        ).body as { included: { type: string; attributes: { status: number; summary: unknown[] } }[] };
        return document.included.find((resource) => resource.type === "sessions_summaries")?.attributes;
      };
      expect((await summaryStatus())?.status).toBe(0);
      subject.engine.open();
      await subject.studyIdle();
      const summary = await summaryStatus();
      expect(summary?.status).toBe(20);
      expect(summary!.summary.length).toBeGreaterThan(0);
      const quizzes = (await subject.api.send({ method: "GET", path: `sessions/${sessionId}/quizzes` })).body as {
        data: unknown[];
        meta: { status: number };
      };
      expect(quizzes.meta.status).toBe(20);
      expect(quizzes.data.length).toBeGreaterThan(0);
    });

    it("keeps no caption past the recording's end, and refuses a file whose every caption starts after it (422)", async () => {
      const sessionId = await recordedWithoutCaptions();
      const late = "1\n00:50:00,000 --> 00:50:02,000\nLater than the lecture\n";
      const { status, error } = await refusal(importFile(sessionId, late));
      expect(status).toBe(422);
      expect(error.title).toMatch(/^Every caption in the file starts after this recording ends \(\d+:\d\d\)\./);
      expect(await transcriptsOf(sessionId)).toMatchObject([{ error: NO_CAPTIONS_HEARD }]);

      const partly =
        "1\n00:00:01,000 --> 00:00:02,000\nInside the lecture.\n\n2\n00:00:03,000 --> 00:50:00,000\nRuns past its end.\n\n3\n00:50:00,000 --> 00:50:02,000\nAfter it.\n";
      expect((await importFile(sessionId, partly)).status).toBe(201);
      const sentences = (await transcriptsOf(sessionId))[0]!.transcript.sentences.flatMap((turn) => turn.sentences);
      expect(sentences.map((sentence) => sentence.text)).toEqual(["Inside the lecture.", "Runs past its end."]);
      // The seeded recording lasts seconds; the cue said 50 minutes.
      expect(sentences[1]!.end).toBeLessThan(60);
      expect(sentences[1]!.end).toBeGreaterThan(sentences[1]!.start);
    });

    it("refuses an invalid file with the line and changes nothing (422)", async () => {
      const sessionId = await recordedWithoutCaptions();
      const broken = "1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03 --> 00:00:04,000\nTwo\n";
      const { status, error } = await refusal(importFile(sessionId, broken));
      expect(status).toBe(422);
      expect(error.title).toBe("Line 6: the cue's times must look like 00:01:02,500 --> 00:01:05,000.");
      expect(error.message).toBe(error.title);
      expect(await transcriptsOf(sessionId)).toMatchObject([{ error: NO_CAPTIONS_HEARD }]);

      expect((await refusal(importFile(sessionId, "", "lecture.srt"))).error.title).toBe(CAPTION_IMPORT_TEXTS.empty);
      expect((await refusal(importFile(sessionId, SRT, "lecture.docx"))).error.title).toBe(
        CAPTION_IMPORT_TEXTS.wrongKind,
      );
      expect((await refusal(importFile(sessionId, 42))).status).toBe(422);
      expect((await refusal(importFile(sessionId, SRT, ""))).error.title).toBe(CAPTION_IMPORT_TEXTS.fileName);
    });

    it("refuses a file larger than the limit (413)", async () => {
      const sessionId = await recordedWithoutCaptions();
      const huge = SRT + "x".repeat(CAPTION_FILE_LIMITS.maxBytes);
      const { status, error } = await refusal(importFile(sessionId, huge));
      expect(status).toBe(413);
      expect(error.title).toBe(CAPTION_IMPORT_TEXTS.tooLarge(2));
    });

    it("refuses a lecture that has a transcript or is still recording (409)", async () => {
      const sessionId = await recordedWithoutCaptions();
      await importFile(sessionId, SRT);
      const again = await refusal(importFile(sessionId, SRT));
      expect(again).toMatchObject({ status: 409, error: { title: CAPTION_IMPORT_TEXTS.alreadyHasTranscript } });

      const live = await sessions.createSession();
      await sessions.startSession(live.data.id, STARTED_AT);
      const recording = await refusal(importFile(live.data.id, SRT));
      expect(recording).toMatchObject({ status: 409, error: { title: CAPTION_IMPORT_TEXTS.stillRecording } });
    });

    it("is the owner's only: 404 for another account, 401 signed out", async () => {
      const sessionId = await recordedWithoutCaptions();
      const mine = subject.keyValue.get("token")!;
      await sessions.signUp(`other-${Math.random().toString(36).slice(2)}@example.com`, "Other#2026pass");
      try {
        expect((await refusal(importFile(sessionId, SRT))).status).toBe(404);
      } finally {
        sessions.useToken(mine);
      }
      subject.keyValue.remove("token");
      try {
        expect((await refusal(importFile(sessionId, SRT))).status).toBe(401);
      } finally {
        sessions.useToken(mine);
      }
      expect(await transcriptsOf(sessionId)).toMatchObject([{ error: NO_CAPTIONS_HEARD }]);
    });
  });
};
