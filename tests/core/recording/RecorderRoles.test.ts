import { Recorder, sessionRoleOf } from "@lectern/core/recording/application/Recorder";
import type { SessionStart } from "@lectern/core/recording/application/StartRecordingSession";
import { describe, expect, it } from "vitest";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { ManualMedia } from "../../support/ManualMedia";
import { VirtualClock } from "../../support/VirtualClock";
import { untilDone } from "../../support/untilDone";

const recorderFor = (session: SessionStart) => {
  const media = new ManualMedia();
  const clock = new VirtualClock();
  const organisations: (string | null)[] = [];
  const recorder = new Recorder(media, new FakeUploadQueue(), clock, {
    execute: async (_name, _startedAt, organizationId) => {
      organisations.push(organizationId);
      return session;
    },
  });
  return { media, clock, recorder, organisations };
};

/** The role of the recording in progress; null when there is none. */
const roleOf = (recorder: Recorder) => (recorder.state.phase === "recording" ? sessionRoleOf(recorder.state) : null);

describe("Recorder session roles (spec 2 §5, §6; spec 3 §4 reuse)", () => {
  it("records as a participant in a reused session with a parent, and refuses the participant's stop", async () => {
    const { recorder, media } = recorderFor({
      kind: "server",
      sessionId: "12",
      parentId: "3",
      name: "Seminar 4",
      description: "<p>https://zoom.us/j/1</p>",
    });
    await recorder.start("mic", "720", { organizationId: "northbridge" });
    expect(recorder.state).toMatchObject({
      phase: "recording",
      parentSessionId: "3",
      sessionId: "12",
      name: "Seminar 4",
      description: "<p>https://zoom.us/j/1</p>",
    });
    expect(roleOf(recorder)).toBe("participant");
    expect(await recorder.stop()).toBe(false);
    expect(recorder.state.phase).toBe("recording");
    expect(media.stopped).toBe(false);
  });

  it("lets the host stop, and sends the chosen organisation with the start", async () => {
    const { recorder, clock, organisations } = recorderFor({ kind: "server", sessionId: "12", parentId: null });
    await recorder.start("mic", "720", { organizationId: "northbridge" });
    expect(organisations).toEqual(["northbridge"]);
    expect(recorder.state).toMatchObject({ phase: "recording", parentSessionId: null, description: null });
    expect(roleOf(recorder)).toBe("host");
    expect(await untilDone(clock, recorder.stop())).toBe(true);
    expect(recorder.state.phase).toBe("idle");
  });
});
