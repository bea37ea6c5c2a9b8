import { InProcessSocket } from "@lectern/adapters/realtime/InProcessSocket";
import { NO_CAPTIONS_HEARD } from "@lectern/adapters/demo/model/transcriptFromCaptions";
import { describe, expect, it } from "vitest";
import { sliceBytes } from "../../contract/upload/UploadDriver";
import { ProcessingWorld, SEED, viewChannel } from "./processingWorld";

const at = (world: ProcessingWorld, ms: number): string => new Date(world.clock.now() + ms).toISOString();
const whisper = (text: string, isFinal: boolean, actionDate: string) => ({ text, is_final: isFinal, actionDate });

describe("the transcript of a new recording, from the captions heard while it ran", () => {
  it("keeps the host's final phrases with when they began and ended, and makes them the transcript at the merge", async () => {
    const world = new ProcessingWorld();
    const { backend, driver } = await world.open();
    const { sessionId, path } = await driver.recordingWithStream("audio");
    const channel = `private-users-${SEED.id}.sessions-${sessionId}`;
    const hear = backend.heardCaptions.hear.bind(backend.heardCaptions);
    await hear(channel, "client-captions_data", whisper("Good", false, at(world, 2_000)));
    await hear(channel, "client-captions_data", whisper("Good morning", false, at(world, 2_600)));
    await hear(channel, "client-captions_data", whisper("Good morning everyone.", true, at(world, 4_000)));
    // A final with no interim before it: taken to have lasted about as long as its words.
    await hear(channel, "client-captions_data", whisper("Today we talk about cells.", true, at(world, 9_000)));
    // Not captions, or not this user's channel: ignored.
    await hear(channel, "client-stopwatch_started", { text: "x", is_final: true });
    await hear(
      `private-users-999.sessions-${sessionId}`,
      "client-captions_data",
      whisper("Not mine.", true, at(world, 5_000)),
    );
    expect(backend.database.data.heardCaptions.map((caption) => caption.text)).toEqual([
      "Good morning everyone.",
      "Today we talk about cells.",
    ]);

    await driver.upload(path, 0, [sliceBytes(0)]);
    await driver.endSession(sessionId);
    await driver.mergeSession(sessionId);
    const transcript = backend.database.data.transcripts.find((candidate) => candidate.sessionId === sessionId)!;
    expect(transcript).toMatchObject({
      speakers: [{ id: "host", name: `${SEED.profile.first_name} ${SEED.profile.last_name}` }],
      turns: [
        {
          speakerId: "host",
          sentences: [
            { start: 2, end: 4, text: "Good morning everyone." },
            { start: 7, end: 9, text: "Today we talk about cells." },
          ],
        },
      ],
      error: null,
    });
    expect(backend.database.data.heardCaptions).toEqual([]);
    expect(world.published(viewChannel(sessionId), "assets_changes")).toEqual([{ id: sessionId }]);
    // Heard after the merge: too late for this recording.
    await hear(channel, "client-captions_data", whisper("Late.", true, at(world, 10_000)));
    expect(backend.database.data.heardCaptions).toEqual([]);
  });

  it("hears the host's whispers through the tab's in-process socket", async () => {
    const world = new ProcessingWorld();
    const { backend, driver } = await world.open();
    const { sessionId } = await driver.recordingWithStream("audio");
    const host = new InProcessSocket(world.hub);
    host.connect("token");
    host.whisper(`users-${SEED.id}.sessions-${sessionId}`, "captions_data", { text: "Hello there.", is_final: true });
    await new Promise<void>((resolve) => {
      const waiting = setInterval(() => {
        if (backend.database.data.heardCaptions.length === 0) return;
        clearInterval(waiting);
        resolve();
      }, 5);
    });
    expect(backend.database.data.heardCaptions).toMatchObject([{ sessionId, speakerId: "host", text: "Hello there." }]);
  });

  it("gives a recording with no captions a transcript that says why there is none", async () => {
    const world = new ProcessingWorld();
    const { backend, driver } = await world.open();
    const { sessionId, path } = await driver.recordingWithStream("audio");
    await driver.upload(path, 0, [sliceBytes(0)]);
    await driver.endSession(sessionId);
    await driver.mergeSession(sessionId);
    expect(backend.database.data.transcripts.find((candidate) => candidate.sessionId === sessionId)).toMatchObject({
      speakers: [],
      turns: [],
      error: NO_CAPTIONS_HEARD,
    });
  });

  it("makes the study material of a transcript with sentences, and none of one without", async () => {
    const world = new ProcessingWorld();
    const { backend, driver } = await world.open();
    const { sessionId, path } = await driver.recordingWithStream("audio");
    const channel = `private-users-${SEED.id}.sessions-${sessionId}`;
    const lines = [
      "Osmosis is the movement of water across a partially permeable membrane.",
      "Water moves from a higher water potential to a lower water potential.",
      "Pure water has a water potential of zero.",
      "Red blood cells in pure water swell and burst.",
      "Plant cells become turgid because the cell wall resists the pressure.",
      "For next week, please read chapter four on membranes.",
    ];
    for (const [index, line] of lines.entries()) {
      await backend.heardCaptions.hear(
        channel,
        "client-captions_data",
        whisper(line, true, at(world, 6_000 * (index + 1))),
      );
    }
    await driver.upload(path, 0, [sliceBytes(0)]);
    await driver.endSession(sessionId);
    await driver.mergeSession(sessionId);
    await backend.study.whenIdle();
    const data = backend.database.data;
    const summary = data.summaries.find((row) => row.sessionId === sessionId)!;
    expect(summary).toMatchObject({ status: 20, error: null });
    expect(summary.summary.length).toBeGreaterThan(0);
    expect(data.actionItems.filter((item) => item.sessionId === sessionId).map((item) => item.text)).toEqual([
      "For next week, please read chapter four on membranes.",
    ]);
    expect(data.quizGenerations.find((row) => row.sessionId === sessionId)).toMatchObject({ status: 20 });
    expect(data.quizzes.filter((quiz) => quiz.sessionId === sessionId).length).toBeGreaterThan(0);
    expect(world.published(viewChannel(sessionId), "action_items_changed")).toEqual([{ id: sessionId }]);

    const silent = await driver.recordingWithStream("audio");
    await driver.upload(silent.path, 0, [sliceBytes(0)]);
    await driver.endSession(silent.sessionId);
    await driver.mergeSession(silent.sessionId);
    await backend.study.whenIdle();
    expect(data.studyJobs).toEqual([]);
    expect(backend.database.data.summaries.filter((row) => row.sessionId === silent.sessionId)).toEqual([]);
  });
});
