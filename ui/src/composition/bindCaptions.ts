import { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { SpeechPort } from "@lectern/core/ports/SpeechPort";
import type { Container } from "inversify";

/** Live captions (spec 2 §2.5, §4.11) over the mode's SpeechPort and socket. */
export const bindCaptions = (container: Container): void => {
  container
    .bind(LiveCaptions)
    .toResolvedValue(
      (speech: SpeechPort, socket: SocketPort, clock: ClockPort) => new LiveCaptions(speech, socket, clock),
      [SpeechPort, SocketPort, ClockPort],
    );
};
