import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { CaptionMessage } from "./CaptionMessage";
import { CAPTIONS_EVENT, CAPTIONS_TEXTS } from "./captionsTexts";

/** Who the user is in the session (spec 2 §1, §4.11): only a host streams captions. */
export type CaptionsRole = "host" | "participant";

/** Active streams and sends; passive only receives (spec 2 §4.11 "passive listeners"). */
export type CaptionsChannelMode = "active" | "passive";

/** Spec 2 §5: a passive listener asked to send refuses with the spec's text. */
export class PassiveListenerError extends Error {
  constructor() {
    super(CAPTIONS_TEXTS.passiveSend);
    this.name = "PassiveListenerError";
  }
}

/** The whisper payload of spec 2 §3/§7: text and is_final. */
export const captionsPayload = (message: CaptionMessage): Record<string, unknown> => ({
  text: message.text,
  is_final: message.isFinal,
});

/** The whisper's payload as it arrives (spec 2 §7): decoded like an HTTP reply, never cast. */
const CaptionsPayload = Schema.Struct({ text: Schema.String, is_final: Schema.Boolean });
const decodeCaptionsPayload = Schema.decodeUnknownOption(CaptionsPayload);

/**
 * Reads a channel event as a caption, or null when it is another event or malformed. Whispers reach
 * other clients under Pusher's `client-` prefix; the bare name is accepted too.
 */
export const captionFromEvent = (event: string, data: unknown): CaptionMessage | null => {
  if (event !== CAPTIONS_EVENT && event !== `client-${CAPTIONS_EVENT}`) return null;
  return Option.match(decodeCaptionsPayload(data), {
    onNone: () => null,
    onSome: ({ text, is_final: isFinal }) => ({ text, isFinal }),
  });
};
