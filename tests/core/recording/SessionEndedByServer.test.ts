import { recordingSession$ } from "@lectern/core/recording/application/RecordingSession";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { SessionEndedByServer } from "@lectern/core/recording/application/SessionEndedByServer";
import { RECORDING_TEXTS } from "@lectern/core/recording/domain/recordingTexts";
import { firstValueFrom, of } from "rxjs";
import { describe, expect, it } from "vitest";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { ManualMedia } from "../../support/ManualMedia";
import { RecordingSocket } from "../../support/RecordingSocket";
import { VirtualClock } from "../../support/VirtualClock";
import { untilDone } from "../../support/untilDone";

/** A participant's recording in server session 12 of user 7, heard through a socket double. */
const participantRecording = async () => {
  const media = new ManualMedia();
  const clock = new VirtualClock();
  const recorder = new Recorder(media, new FakeUploadQueue(), clock, {
    execute: async () => ({ kind: "server", sessionId: "12", parentId: "3" }),
  });
  const socket = new RecordingSocket();
  const watching = new SessionEndedByServer(socket, recordingSession$(recorder.state$, of("7")), recorder).watch();
  await recorder.start("mic");
  return { media, clock, recorder, socket, watching };
};

describe("SessionEndedByServer (spec 3 §4: an ended event from the server ends the session locally)", () => {
  it("ends a participant's recording when the host's end reaches its session channel, through the stop sequence", async () => {
    const { media, clock, recorder, socket, watching } = await participantRecording();
    expect(await recorder.stop()).toBe(false);
    const finished = firstValueFrom(recorder.finished$);
    socket.emit("users-7.sessions-12", "ended");
    await untilDone(clock, finished);
    expect(media.stopped).toBe(true);
    expect(recorder.state).toEqual({
      phase: "idle",
      problem: { title: RECORDING_TEXTS.limitEndTitle, message: RECORDING_TEXTS.endedOnServer, isNotice: true },
    });
    watching.unsubscribe();
  });

  it("ignores other events and other sessions' ends", async () => {
    const { recorder, socket, watching } = await participantRecording();
    socket.emit("users-7.sessions-12", "poi_created");
    socket.emit("users-7.sessions-99", "ended");
    expect(recorder.state.phase).toBe("recording");
    await recorder.endedOnServer("99");
    expect(recorder.state.phase).toBe("recording");
    watching.unsubscribe();
  });
});
