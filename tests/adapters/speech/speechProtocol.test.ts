import { CAPTIONS_TEXTS } from "@lectern/core/captions/domain/captionsTexts";
import { SpeechFailure } from "@lectern/core/ports/SpeechPort";
import {
  DEFAULT_SPEECH_URL,
  failureOfClose,
  failureOfMicrophone,
  listenUrl,
  parseProviderMessage,
  pickSpeechMimeType,
  speechSubprotocols,
} from "@lectern/adapters/speech/speechProtocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const result = (transcript: unknown, isFinal: unknown = false) =>
  JSON.stringify({ type: "Results", channel: { alternatives: [{ transcript, confidence: 0.9 }] }, is_final: isFinal });

describe("listenUrl", () => {
  it("adds the spec's parameters (spec 2 §7) to the provider's address", () => {
    const url = new URL(listenUrl(DEFAULT_SPEECH_URL));
    expect(url.origin + url.pathname).toBe("wss://api.deepgram.com/v1/listen");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      encoding: "ogg-opus",
      interim_results: "true",
      punctuate: "true",
      model: "general",
      language: "en-US",
      tier: "enhanced",
    });
  });

  it("keeps other parameters of a configured URL and overrides clashing ones", () => {
    const url = new URL(listenUrl("ws://127.0.0.1:8797/api/demo/speech/listen?room=a&model=nova"));
    expect(url.searchParams.get("room")).toBe("a");
    expect(url.searchParams.getAll("model")).toEqual(["general"]);
  });
});

describe("speechSubprotocols and pickSpeechMimeType", () => {
  it("sends a key as the token subprotocol, and nothing without one", () => {
    expect(speechSubprotocols("secret")).toEqual(["token", "secret"]);
    expect(speechSubprotocols("")).toEqual([]);
    expect(speechSubprotocols(undefined)).toEqual([]);
  });

  it("records Ogg opus when supported, else WebM opus", () => {
    expect(pickSpeechMimeType(() => true)).toBe("audio/ogg;codecs=opus");
    expect(pickSpeechMimeType((type) => type.startsWith("audio/webm"))).toBe("audio/webm;codecs=opus");
    expect(pickSpeechMimeType(() => false)).toBe("audio/webm;codecs=opus");
  });
});

describe("parseProviderMessage", () => {
  it("reads channel.alternatives[0].transcript and is_final", () => {
    expect(parseProviderMessage(result("the first", false))).toEqual({ text: "the first", isFinal: false });
    expect(parseProviderMessage(result(" The first law. ", true))).toEqual({ text: "The first law.", isFinal: true });
    expect(parseProviderMessage(new TextEncoder().encode(result("bytes", true)).buffer)).toEqual({
      text: "bytes",
      isFinal: true,
    });
  });

  it("skips empty transcripts, other message types and malformed messages", () => {
    expect(parseProviderMessage(result(""))).toBeNull();
    expect(parseProviderMessage(result("   ", true))).toBeNull();
    expect(parseProviderMessage(JSON.stringify({ type: "Metadata", request_id: "x" }))).toBeNull();
    expect(parseProviderMessage(JSON.stringify({ channel: { alternatives: [] }, is_final: true }))).toBeNull();
    expect(parseProviderMessage(result(42))).toBeNull();
    expect(parseProviderMessage(result("x", "yes"))).toBeNull();
    expect(parseProviderMessage("{not json")).toBeNull();
    expect(parseProviderMessage(null)).toBeNull();
    expect(parseProviderMessage(12)).toBeNull();
  });

  it("never throws, whatever arrives", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (data) => {
        expect(() => parseProviderMessage(data)).not.toThrow();
      }),
    );
  });
});

describe("failureOfClose and failureOfMicrophone", () => {
  it("tells a refused connection, a refused stream and a lost one apart; a clean close is no failure", () => {
    expect(failureOfClose(false, 1006)).toEqual(new SpeechFailure("connection", CAPTIONS_TEXTS.connectionRefused));
    expect(failureOfClose(true, 1000)).toBeNull();
    expect(failureOfClose(true, 1001)).toBeNull();
    expect(failureOfClose(true, 1006)?.message).toBe(CAPTIONS_TEXTS.connectionLost);
    expect(failureOfClose(true, 1008)?.message).toBe(CAPTIONS_TEXTS.serviceRefused);
    expect(failureOfClose(true, 4001)?.message).toBe(CAPTIONS_TEXTS.serviceRefused);
  });

  it("maps getUserMedia errors to the user's messages", () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(failureOfMicrophone(named("NotAllowedError"))).toMatchObject({
      kind: "permission-denied",
      message: CAPTIONS_TEXTS.permissionDenied,
    });
    expect(failureOfMicrophone(named("NotFoundError"))).toMatchObject({ kind: "no-device" });
    expect(failureOfMicrophone(named("AbortError"))).toMatchObject({ kind: "failed", message: CAPTIONS_TEXTS.failed });
    expect(failureOfMicrophone("strange")).toMatchObject({ kind: "failed" });
  });
});
