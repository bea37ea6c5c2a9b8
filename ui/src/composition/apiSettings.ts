import type { AxiosHttpOptions } from "@lectern/adapters/http/AxiosHttp";
import type { PusherSocketOptions } from "@lectern/adapters/realtime/PusherSocket";
import type { StreamingSpeechOptions } from "@lectern/adapters/speech/StreamingSpeech";
import { DEFAULT_SPEECH_URL } from "@lectern/adapters/speech/speechProtocol";

export interface ApiEnvironment {
  readonly VITE_API_URL?: string;
  readonly VITE_PUSHER_KEY?: string;
  readonly VITE_PUSHER_HOST?: string;
  readonly VITE_PUSHER_PORT?: string;
  readonly VITE_PUSHER_TLS?: string;
  readonly VITE_PROBE_URL?: string;
  /** The speech-to-text provider's streaming listen address (live captions). */
  readonly VITE_SPEECH_URL?: string;
  /** The provider's key, sent as the `token` WebSocket subprotocol; empty for none. */
  readonly VITE_SPEECH_KEY?: string;
  /** The web app's address: the desktop app opens the user's recordings there. */
  readonly VITE_WEB_URL?: string;
}

const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);

/** Where the page was loaded from: what a relative API address and an unnamed Pusher host mean. */
export type PageLocation = Pick<Location, "origin" | "hostname" | "protocol">;

/**
 * The page's own host when it came over http(s) (`npm run server` serves the app beside the API, and
 * soketi beside both, so any machine on the network finds them at the address it typed); 127.0.0.1
 * elsewhere (the desktop app's app:// page, tests without a page).
 */
const pageHost = (page: PageLocation | undefined): string =>
  page && /^https?:$/.test(page.protocol) && page.hostname ? page.hostname : "127.0.0.1";

/**
 * Reads the api mode's settings from the build environment (see the README's Modes table). A
 * relative VITE_API_URL (`/api/`) is resolved against the page's origin; an empty or absent
 * VITE_PUSHER_HOST means the page's host.
 */
export const apiSettings = (env: ApiEnvironment, page: PageLocation | undefined = globalThis.location) => {
  const configured = withSlash(env.VITE_API_URL ?? "http://127.0.0.1:8787/api/");
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(configured);
  const baseUrl = relative && page ? new URL(configured, page.origin).href : configured;
  const http: AxiosHttpOptions = { baseUrl, timeoutMs: 30_000 };
  const pusher: PusherSocketOptions = {
    key: env.VITE_PUSHER_KEY ?? "app-key",
    cluster: "mt1",
    wsHost: env.VITE_PUSHER_HOST || pageHost(page),
    wsPort: Number(env.VITE_PUSHER_PORT ?? 6001),
    forceTLS: env.VITE_PUSHER_TLS === "true",
    authEndpoint: `${baseUrl}broadcasting/auth`,
  };
  const speech: StreamingSpeechOptions = {
    url: env.VITE_SPEECH_URL || DEFAULT_SPEECH_URL,
    ...(env.VITE_SPEECH_KEY ? { key: env.VITE_SPEECH_KEY } : {}),
  };
  return {
    http,
    pusher,
    speech,
    probeUrl: env.VITE_PROBE_URL ?? "https://www.google.com/favicon.ico",
    webUrl: withSlash(env.VITE_WEB_URL ?? "https://app.lectern.app/"),
  };
};
