import { type SpeechScript, speechScriptOf } from "./speechScript";

/** Said when no test has set a script (`npm run demo:server` against the api-mode app). */
export const DEFAULT_DEMO_SPEECH =
  "This is the Lectern demo speech service. It cannot hear you, so it reads this script while you speak. " +
  "Every quarter of a second of audio brings the next word.";

/**
 * The script the demo speech endpoint replays; a test sets it through POST
 * /api/demo/speech/script. A connection reads it when it opens and keeps that copy.
 */
export class DemoSpeechScript {
  #script: SpeechScript = speechScriptOf(DEFAULT_DEMO_SPEECH);

  get current(): SpeechScript {
    return this.#script;
  }

  set(text: string, leadSilenceMs = 0): SpeechScript {
    this.#script = speechScriptOf(text, leadSilenceMs);
    return this.#script;
  }

  reset(): void {
    this.#script = speechScriptOf(DEFAULT_DEMO_SPEECH);
  }
}
