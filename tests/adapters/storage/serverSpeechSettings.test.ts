import { describeServerSpeech, serverSpeechFrom } from "@lectern/adapters/demo/server/serverSpeechSettings";
import { describe, expect, it } from "vitest";

describe("the server's speech service for transcription (LECTERN_SPEECH_URL, LECTERN_SPEECH_KEY)", () => {
  it("unset: its own demo speech service in the demo mode only, none in the api and test modes", () => {
    expect(serverSpeechFrom({}, "api")).toBeNull();
    expect(serverSpeechFrom({}, "demo")).toBe("self");
    expect(serverSpeechFrom({}, "test")).toBeNull();
    expect(serverSpeechFrom({ LECTERN_SPEECH_URL: "self" }, "test")).toBe("self");
    expect(serverSpeechFrom({ LECTERN_SPEECH_URL: " off " }, "api")).toBeNull();
  });

  it("a provider's address with its key; anything but http(s) is refused", () => {
    expect(
      serverSpeechFrom({ LECTERN_SPEECH_URL: "https://api.deepgram.com/v1/listen", LECTERN_SPEECH_KEY: "k" }, "api"),
    ).toEqual({ url: "https://api.deepgram.com/v1/listen", key: "k" });
    expect(serverSpeechFrom({ LECTERN_SPEECH_URL: "http://10.0.0.5:8080/v1/listen" }, "test")).toEqual({
      url: "http://10.0.0.5:8080/v1/listen",
    });
    expect(() => serverSpeechFrom({ LECTERN_SPEECH_URL: "wss://api.deepgram.com/v1/listen" }, "api")).toThrow(
      /LECTERN_SPEECH_URL must be an http\(s\) address/,
    );
    expect(() => serverSpeechFrom({ LECTERN_SPEECH_URL: "deepgram" }, "api")).toThrow(/self or off/);
  });

  it("says at start-up what transcribes, never the key", () => {
    expect(describeServerSpeech({ url: "https://api.deepgram.com/v1/listen", key: "secret" }, "x")).toBe(
      "Transcription: https://api.deepgram.com (with a key).",
    );
    expect(describeServerSpeech("self", "http://127.0.0.1:8080/api/demo/speech/listen")).toContain(
      "demo speech service",
    );
    expect(describeServerSpeech(null, "x")).toContain("off");
  });
});
