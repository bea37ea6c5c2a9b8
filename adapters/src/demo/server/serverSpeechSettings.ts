import type { ServerSettings } from "./serverSettings";

/**
 * The speech service the server transcribes recordings with (issue 21): a provider's batch listen
 * address and key, `self` for the server's own demo speech service, or null for none.
 */
export type ServerSpeech = { readonly url: string; readonly key?: string } | "self" | null;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * LECTERN_SPEECH_URL: the provider's batch listen address (https://api.deepgram.com/v1/listen for
 * Deepgram), `self` for the server's demo speech service, `off` for none; LECTERN_SPEECH_KEY: its
 * key. Unset, only the demo mode uses `self`; the api mode (`npm run server`, real people's
 * lectures) has none — a script passed off as what was said would be worse than no transcript, and
 * the record page then offers caption import and study material from the notes — and the test mode
 * none (a test turns it on).
 */
export const serverSpeechFrom = (env: Env, mode: ServerSettings["mode"]): ServerSpeech => {
  const value = env["LECTERN_SPEECH_URL"]?.trim() ?? "";
  const key = env["LECTERN_SPEECH_KEY"]?.trim() ?? "";
  if (value === "off") return null;
  if (value === "self") return "self";
  if (value === "") return mode === "demo" ? "self" : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`LECTERN_SPEECH_URL must be an http(s) address, self or off, not '${value}'.`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`LECTERN_SPEECH_URL must be an http(s) address, self or off, not '${value}'.`);
  }
  return { url: url.toString(), ...(key ? { key } : {}) };
};

/** What the server's start-up line says about it. */
export const describeServerSpeech = (speech: ServerSpeech, selfUrl: string): string =>
  speech === null
    ? "Transcription: off (recordings without live captions get no transcript)."
    : speech === "self"
      ? `Transcription: the demo speech service at ${selfUrl} (a script, not speech recognition; set LECTERN_SPEECH_URL for a real provider).`
      : `Transcription: ${new URL(speech.url).origin}${speech.key ? " (with a key)" : ""}.`;
