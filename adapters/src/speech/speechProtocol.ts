import { CAPTIONS_TEXTS } from "@lectern/core/captions/domain/captionsTexts";
import { type CaptionMessage, SpeechFailure } from "@lectern/core/ports/SpeechPort";
import * as Schema from "effect/Schema";

/** Spec 2 §7: ogg-opus encoding, interim results, punctuation, the general model, en-US, the enhanced tier. */
export const STREAMING_SPEECH_PARAMETERS = {
  encoding: "ogg-opus",
  interim_results: "true",
  punctuate: "true",
  model: "general",
  language: "en-US",
  tier: "enhanced",
} as const;

/** The provider's default listen address (Deepgram's streaming endpoint). */
export const DEFAULT_SPEECH_URL = "wss://api.deepgram.com/v1/listen";

/** Recorder slices: one every 250 ms keeps captions close to speech without flooding the socket. */
export const SPEECH_TIMESLICE_MS = 250;

/** Ogg first (what the encoding parameter names); Chromium records opus only in WebM, which providers also read. */
export const SPEECH_MIME_TYPES = ["audio/ogg;codecs=opus", "audio/webm;codecs=opus"] as const;

/** The WebSocket subprotocol that carries the key (`new WebSocket(url, ["token", key])`). */
export const TOKEN_SUBPROTOCOL = "token";

/** The listen URL with the spec's parameters set (replacing any of the same name already in `base`). */
export const listenUrl = (base: string): string => {
  const url = new URL(base);
  for (const [name, value] of Object.entries(STREAMING_SPEECH_PARAMETERS)) url.searchParams.set(name, value);
  return url.toString();
};

/** The subprotocols to offer: the key as `token`, or none. */
export const speechSubprotocols = (key: string | undefined): string[] => (key ? [TOKEN_SUBPROTOCOL, key] : []);

/** The first type the recorder supports; the last one is used when none says yes. */
export const pickSpeechMimeType = (isTypeSupported: (type: string) => boolean): string =>
  SPEECH_MIME_TYPES.find((type) => isTypeSupported(type)) ?? SPEECH_MIME_TYPES[SPEECH_MIME_TYPES.length - 1]!;

const ProviderResult = Schema.Struct({
  channel: Schema.Struct({
    alternatives: Schema.Array(Schema.Struct({ transcript: Schema.String })),
  }),
  is_final: Schema.optional(Schema.Boolean),
});

const decodeResult = Schema.decodeUnknownOption(ProviderResult);

const textOf = (data: unknown): string | null => {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return null;
};

/**
 * One provider message (spec 2 §7: channel.alternatives[0].transcript and is_final) as a caption.
 * Null for anything else: metadata and other message types, empty transcripts, and malformed
 * messages, which are skipped rather than allowed to end the captions.
 */
export const parseProviderMessage = (data: unknown): CaptionMessage | null => {
  const text = textOf(data);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return null;
  }
  const decoded = decodeResult(json);
  if (decoded._tag === "None") return null;
  const transcript = decoded.value.channel.alternatives[0]?.transcript.trim() ?? "";
  if (!transcript) return null;
  return { text: transcript, isFinal: decoded.value.is_final === true };
};

/** WebSocket close codes that are not a failure: a normal close and "going away". */
const CLEAN_CLOSE_CODES = new Set([1000, 1001]);

/** 1006 is the browser's "the connection dropped"; the server speaks every other error code itself. */
const ABNORMAL_CLOSE = 1006;

/**
 * What a close means for the captions: null for a clean close after the connection was up (the
 * stream simply ended), otherwise a SpeechFailure. A socket that never opened was refused; one the
 * server closed with an error code (bad parameters, bad audio, bad key) refused the stream; one
 * that dropped was lost.
 */
export const failureOfClose = (opened: boolean, code: number): SpeechFailure | null => {
  if (!opened) return new SpeechFailure("connection", CAPTIONS_TEXTS.connectionRefused);
  if (CLEAN_CLOSE_CODES.has(code)) return null;
  if (code === ABNORMAL_CLOSE) return new SpeechFailure("connection", CAPTIONS_TEXTS.connectionLost);
  return new SpeechFailure("connection", CAPTIONS_TEXTS.serviceRefused);
};

/** A getUserMedia rejection as a SpeechFailure. */
export const failureOfMicrophone = (error: unknown): SpeechFailure => {
  const name = error instanceof Error || (typeof error === "object" && error !== null) ? (error as Error).name : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return new SpeechFailure("permission-denied", CAPTIONS_TEXTS.permissionDenied);
  }
  if (name === "NotFoundError" || name === "OverconstrainedError") {
    return new SpeechFailure("no-device", CAPTIONS_TEXTS.noMicrophone);
  }
  return new SpeechFailure("failed", CAPTIONS_TEXTS.failed);
};
