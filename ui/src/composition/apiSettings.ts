import type { AxiosHttpOptions } from "@lectern/adapters/http/AxiosHttp";
import type { PusherSocketOptions } from "@lectern/adapters/realtime/PusherSocket";

export interface ApiEnvironment {
  readonly VITE_API_URL?: string;
  readonly VITE_PUSHER_KEY?: string;
  readonly VITE_PUSHER_HOST?: string;
  readonly VITE_PUSHER_PORT?: string;
  readonly VITE_PUSHER_TLS?: string;
  readonly VITE_PROBE_URL?: string;
}

const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);

/** Reads the api mode's settings from the build environment (see the README's Modes table). */
export const apiSettings = (env: ApiEnvironment) => {
  const baseUrl = withSlash(env.VITE_API_URL ?? "http://127.0.0.1:8787/api/");
  const http: AxiosHttpOptions = { baseUrl, timeoutMs: 30_000 };
  const pusher: PusherSocketOptions = {
    key: env.VITE_PUSHER_KEY ?? "app-key",
    cluster: "mt1",
    wsHost: env.VITE_PUSHER_HOST ?? "127.0.0.1",
    wsPort: Number(env.VITE_PUSHER_PORT ?? 6001),
    forceTLS: env.VITE_PUSHER_TLS === "true",
    authEndpoint: `${baseUrl}broadcasting/auth`,
  };
  return { http, pusher, probeUrl: env.VITE_PROBE_URL ?? "https://www.google.com/favicon.ico" };
};
