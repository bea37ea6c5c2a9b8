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

/** The container the first audio message opens: Ogg ('OggS'), WebM (EBML 0x1A45DFA3), or null. */
export const audioContainerOf = (bytes: Uint8Array): "ogg" | "webm" | null => {
  if (startsWith(bytes, OGG_MAGIC)) return "ogg";
  if (startsWith(bytes, EBML_MAGIC)) return "webm";
  return null;
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
