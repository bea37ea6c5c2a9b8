import { PassiveListenerError, captionFromEvent, captionsPayload } from "@lectern/core/captions/domain/captionsChannel";
import { sessionChannelName } from "@lectern/core/recording/domain/sessionChannelName";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("captions channel", () => {
  it("names the private channel by user and session", () => {
    expect(sessionChannelName("7", "42")).toBe("users-7.sessions-42");
  });

  it("round-trips a caption through the whisper payload, with or without Pusher's client- prefix", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.boolean(),
        fc.constantFrom("captions_data", "client-captions_data"),
        (text, isFinal, event) => {
          const payload = { ...captionsPayload({ text, isFinal }), eventName: "captions_data", actionDate: "x" };
          expect(captionFromEvent(event, payload)).toEqual({ text, isFinal });
        },
      ),
    );
  });

  it("skips other events and malformed payloads", () => {
    expect(captionFromEvent("client-stopwatch_started", { text: "a", is_final: true })).toBeNull();
    expect(captionFromEvent("client-captions_data", "text")).toBeNull();
    expect(captionFromEvent("client-captions_data", { text: "a" })).toBeNull();
    expect(captionFromEvent("client-captions_data", { text: "a", is_final: "true" })).toBeNull();
  });

  it("the passive listener's refusal carries the spec's text", () => {
    expect(new PassiveListenerError().message).toBe("Cannot send data in passive Channel Listener mode");
  });
});
