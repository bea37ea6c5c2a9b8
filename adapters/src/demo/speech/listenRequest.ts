import { STREAMING_SPEECH_PARAMETERS } from "../../speech/speechProtocol";

/** WebSocket close codes the demo speech endpoint uses (RFC 6455 §7.4.1). */
export const CLOSE_CODES = {
  normal: 1000,
  /** Unsupported data: the audio is not an Ogg or WebM stream, or a text message is not a control message. */
  unsupportedData: 1003,
  /** Policy violation: a listen parameter is missing or not the one the spec asks for. */
  policyViolation: 1008,
} as const;

/** A close reason must fit in 123 bytes; values echoed back are cut short. */
const shorten = (value: string): string => (value.length > 24 ? `${value.slice(0, 24)}…` : value);

/**
 * Why a listen request's query does not match the spec's parameters (spec 2 §7), or null when it
 * does. The reason goes back to the client as the close reason.
 */
export const listenParamsProblem = (query: URLSearchParams): string | null => {
  for (const [name, expected] of Object.entries(STREAMING_SPEECH_PARAMETERS)) {
    const actual = query.get(name);
    if (actual === null) return `Missing parameter ${name} (expected ${expected}).`;
    if (actual !== expected) return `Unsupported ${name}=${shorten(actual)} (expected ${expected}).`;
  }
  return null;
};

const OGG_MAGIC = [0x4f, 0x67, 0x67, 0x53];
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

const MAGIC_LENGTH = 4;

/**
 * The container the audio stream opens with: Ogg ('OggS'), WebM (EBML 0x1A45DFA3), "more" while
 * the bytes so far are too few to tell but could still begin either, or null. A recorder may slice
 * its first bytes finely (Chromium's MediaRecorder has sent a one-byte first slice), so the stream's
 * head is judged, not its first message.
 */
export const audioContainerOf = (head: Uint8Array): "ogg" | "webm" | "more" | null => {
  if (startsWith(head, OGG_MAGIC)) return "ogg";
  if (startsWith(head, EBML_MAGIC)) return "webm";
  const couldBegin = (magic: readonly number[]) => head.every((byte, index) => byte === magic[index]);
  return head.length < MAGIC_LENGTH && (couldBegin(OGG_MAGIC) || couldBegin(EBML_MAGIC)) ? "more" : null;
};

/** The provider's JSON control messages a client may send between audio messages. */
export type ControlMessage = "KeepAlive" | "CloseStream" | "Finalize";

export const controlMessageOf = (text: string): ControlMessage | null => {
  try {
    const type = (JSON.parse(text) as { type?: unknown } | null)?.type;
    return type === "KeepAlive" || type === "CloseStream" || type === "Finalize" ? type : null;
  } catch {
    return null;
  }
};
