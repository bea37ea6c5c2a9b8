/**
 * Live captions' texts (spec 2 §2.5, §5, §8): the spec's own wordings verbatim, and the messages the
 * panel shows when captions cannot run, which the spec leaves to us. Adapters raise SpeechFailure
 * with these, so every message the user can see is here.
 */
export const CAPTIONS_TEXTS = {
  title: "Live Captions",
  listening: "Listening ...",
  passiveSend: "Cannot send data in passive Channel Listener mode",
  unavailable: "Live captions are not available in this browser.",
  recognizerOffline:
    "Live captions are not available in this browser: its speech recognition service cannot be reached.",
  recognizerNoAudio:
    "Live captions are not available in this browser: its speech recognition cannot use the microphone.",
  permissionDenied:
    "Live captions need access to the microphone. Allow it in the browser, then turn captions on again.",
  noMicrophone: "Live captions need a microphone. Plug one in, then turn captions on again.",
  connectionRefused: "Live captions could not connect to the speech service. Check the connection and try again.",
  serviceRefused:
    "The speech service refused the captions stream. Try again later, or contact support if it keeps happening.",
  connectionLost: "The connection to the speech service was lost. Turn captions on again to reconnect.",
  connectionEnded: "The speech service ended the captions. Turn captions on again to continue.",
  channelFailed: "Live captions could not join the session's channel. Turn captions on again to retry.",
  failed: "Live captions stopped because of an error. Turn captions on again to retry.",
} as const;

/** Spec 2 §7: the whisper event that carries captions to passive listeners. */
export const CAPTIONS_EVENT = "captions_data";
