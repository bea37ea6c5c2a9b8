import { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import type { CaptionsContext } from "@lectern/core/captions/application/LiveCaptions";
import { CAPTIONS_TEXTS } from "@lectern/core/captions/domain/captionsTexts";
import { SpeechFailure } from "@lectern/core/ports/SpeechPort";
import { describe, expect, it } from "vitest";
import { VirtualClock } from "../../support/VirtualClock";
import { ChannelSocket } from "./ChannelSocket";
import { ManualSpeech } from "./ManualSpeech";

const OPEN = { sessionStarted: true, liveCaptions: true } as const;
const HOST: CaptionsContext = { sessionId: "42", userId: "7", role: "host" };
const PARTICIPANT: CaptionsContext = {
  sessionId: "43",
  userId: "9",
  role: "participant",
  parentSessionId: "42",
  parentUserId: "7",
};
const HOST_CHANNEL = "users-7.sessions-42";

/** 10:00 local time: the light default. */
const MORNING = new Date(2026, 10, 22, 10, 0).getTime();

const setUp = (now = MORNING) => {
  const speech = new ManualSpeech();
  const socket = new ChannelSocket();
  const captions = new LiveCaptions(speech, socket, new VirtualClock(now));
  return { speech, socket, captions };
};

describe("LiveCaptions: starting", () => {
  it.each([
    { sessionStarted: false, liveCaptions: true },
    { sessionStarted: true, liveCaptions: false },
    { sessionStarted: false, liveCaptions: false },
  ])("does not start without a started session and the liveCaptions permission (%o)", (gate) => {
    const { speech, captions } = setUp();
    expect(captions.start(HOST, gate)).toBe(false);
    expect(captions.state.status).toBe("off");
    expect(speech.subscriptions).toBe(0);
  });

  it("is off, light in the morning and at the bottom before anything starts", () => {
    expect(setUp().captions.state).toEqual({
      status: "off",
      finals: [],
      interim: "",
      message: null,
      theme: "light",
      position: "bottom",
      recognizer: "available",
    });
  });

  it("tells before anything starts when this browser cannot caption live (issue 21)", () => {
    const speech = new ManualSpeech();
    speech.available = false;
    const captions = new LiveCaptions(speech, new ChannelSocket(), new VirtualClock(MORNING));
    expect(captions.state).toMatchObject({ status: "off", recognizer: "unavailable" });
  });
});

describe("LiveCaptions: the host streams", () => {
  it("listens to the microphone, folds interim and final results, and whispers each as captions_data", () => {
    const { speech, socket, captions } = setUp();
    expect(captions.start(HOST, OPEN)).toBe(true);
    expect(captions.state).toMatchObject({ status: "listening", finals: [], interim: "", message: null });
    expect(speech.streaming).toBe(true);

    speech.hear("the first");
    expect(captions.state).toMatchObject({ finals: [], interim: "the first" });
    speech.hear("the first law");
    speech.hear("The first law.", true);
    speech.hear("energy");
    expect(captions.state).toMatchObject({ status: "listening", finals: ["The first law."], interim: "energy" });

    expect(socket.whispers).toEqual([
      { channel: HOST_CHANNEL, eventName: "captions_data", payload: { text: "the first", is_final: false } },
      { channel: HOST_CHANNEL, eventName: "captions_data", payload: { text: "the first law", is_final: false } },
      { channel: HOST_CHANNEL, eventName: "captions_data", payload: { text: "The first law.", is_final: true } },
      { channel: HOST_CHANNEL, eventName: "captions_data", payload: { text: "energy", is_final: false } },
    ]);
    // The channel is held while streaming, so whispers do not each subscribe and leave.
    expect(socket.listeners.get(HOST_CHANNEL)).toBe(1);
  });

  it("stops the microphone and leaves the channel on stop, and clears the captions", () => {
    const { speech, socket, captions } = setUp();
    captions.start(HOST, OPEN);
    speech.hear("Hello.", true);
    captions.stop();
    expect(speech.streaming).toBe(false);
    expect(socket.listeners.get(HOST_CHANNEL)).toBe(0);
    expect(captions.state).toMatchObject({ status: "off", finals: [], interim: "", message: null });
  });

  it("says captions are unavailable without touching the microphone when the platform cannot caption", () => {
    const { speech, captions } = setUp();
    speech.available = false;
    expect(captions.start(HOST, OPEN)).toBe(true);
    expect(captions.state).toMatchObject({ status: "unavailable", message: CAPTIONS_TEXTS.unavailable });
    expect(speech.subscriptions).toBe(0);
  });

  it("shows a SpeechFailure's message, keeps the captions so far and lets go of the channel", () => {
    const { speech, socket, captions } = setUp();
    captions.start(HOST, OPEN);
    speech.hear("Before the fault.", true);
    speech.fail(new SpeechFailure("connection", CAPTIONS_TEXTS.connectionLost));
    expect(captions.state).toMatchObject({
      status: "failed",
      message: CAPTIONS_TEXTS.connectionLost,
      finals: ["Before the fault."],
    });
    expect(socket.listeners.get(HOST_CHANNEL)).toBe(0);
  });

  it("reports an unavailable recogniser as unavailable, and any other error with the generic text", () => {
    const { speech, captions } = setUp();
    captions.start(HOST, OPEN);
    speech.fail(new SpeechFailure("unavailable", CAPTIONS_TEXTS.recognizerOffline));
    expect(captions.state).toMatchObject({
      status: "unavailable",
      message: CAPTIONS_TEXTS.recognizerOffline,
      // Issue 21: from now on the widget says this recording gets no live transcript.
      recognizer: "unavailable",
    });

    captions.start(HOST, OPEN);
    expect(captions.state).toMatchObject({ status: "listening", message: null });
    speech.fail(new TypeError("boom"));
    expect(captions.state).toMatchObject({
      status: "failed",
      message: CAPTIONS_TEXTS.failed,
      recognizer: "unavailable",
    });
  });

  it("says so when the speech service ends the stream", () => {
    const { speech, captions } = setUp();
    captions.start(HOST, OPEN);
    speech.end();
    expect(captions.state).toMatchObject({ status: "failed", message: CAPTIONS_TEXTS.connectionEnded });
  });

  it("sends through the active connection, and refuses with the spec's text when there is none", () => {
    const { socket, captions } = setUp();
    expect(() => captions.send({ text: "x", isFinal: true })).toThrow(CAPTIONS_TEXTS.passiveSend);
    captions.start(HOST, OPEN);
    captions.send({ text: "Typed by hand.", isFinal: true });
    expect(socket.whispers.at(-1)).toEqual({
      channel: HOST_CHANNEL,
      eventName: "captions_data",
      payload: { text: "Typed by hand.", is_final: true },
    });
  });

  it("starting again begins a fresh run: one microphone stream, no leftover captions", () => {
    const { speech, captions } = setUp();
    captions.start(HOST, OPEN);
    speech.hear("Old line.", true);
    captions.start(HOST, OPEN);
    expect(speech.subscriptions).toBe(2);
    expect(captions.state).toMatchObject({ status: "listening", finals: [] });
  });
});

describe("LiveCaptions: a participant listens passively", () => {
  it("follows captions_data on the parent session's channel and never opens the microphone", () => {
    const { speech, socket, captions } = setUp();
    expect(captions.start(PARTICIPANT, OPEN)).toBe(true);
    expect(speech.subscriptions).toBe(0);
    expect(socket.listeners.get(HOST_CHANNEL)).toBe(1);

    socket.publish(HOST_CHANNEL, "client-captions_data", { text: "Entropy", is_final: false, eventName: "x" });
    expect(captions.state).toMatchObject({ status: "listening", interim: "Entropy" });
    // Other events and malformed payloads are skipped.
    socket.publish(HOST_CHANNEL, "client-backtrack_started", { text: "no" });
    socket.publish(HOST_CHANNEL, "client-captions_data", { text: 3, is_final: true });
    socket.publish(HOST_CHANNEL, "captions_data", null);
    socket.publish(HOST_CHANNEL, "client-captions_data", { text: "Entropy rises.", is_final: true });
    expect(captions.state).toMatchObject({ finals: ["Entropy rises."], interim: "" });
  });

  it("refuses to send: 'Cannot send data in passive Channel Listener mode'", () => {
    const { socket, captions } = setUp();
    captions.start(PARTICIPANT, OPEN);
    expect(() => captions.send({ text: "hello", isFinal: true })).toThrow(
      "Cannot send data in passive Channel Listener mode",
    );
    expect(socket.whispers).toEqual([]);
  });

  it("without a parent user it keys the channel by its own user", () => {
    const { socket, captions } = setUp();
    captions.start({ sessionId: "43", userId: "9", role: "participant", parentSessionId: "42" }, OPEN);
    expect(socket.listeners.get("users-9.sessions-42")).toBe(1);
  });

  it("says so when the channel cannot be joined", () => {
    const { socket, captions } = setUp();
    captions.start(PARTICIPANT, OPEN);
    socket.failChannel(HOST_CHANNEL);
    expect(captions.state).toMatchObject({ status: "failed", message: CAPTIONS_TEXTS.channelFailed });
  });
});

describe("LiveCaptions: theme and position", () => {
  it("opens dark after 20:00 local time and light again in the morning", () => {
    const evening = setUp(new Date(2026, 10, 22, 20, 0).getTime());
    expect(evening.captions.state.theme).toBe("dark");
    evening.captions.start(HOST, OPEN);
    expect(evening.captions.state.theme).toBe("dark");
    expect(setUp(new Date(2026, 10, 22, 19, 59).getTime()).captions.state.theme).toBe("light");
  });

  it("keeps the user's own theme and position across starts", () => {
    const { captions } = setUp(new Date(2026, 10, 22, 22, 0).getTime());
    captions.setTheme("light");
    captions.setPosition("top");
    captions.start(HOST, OPEN);
    captions.stop();
    captions.start(HOST, OPEN);
    expect(captions.state).toMatchObject({ theme: "light", position: "top" });
  });
});
