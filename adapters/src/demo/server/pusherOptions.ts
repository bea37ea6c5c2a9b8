import { PUSHER_DEFAULTS } from "../model/pusherDefaults";

/** Where the Node demo server publishes: a soketi (or any Pusher-protocol server) on plain HTTP. */
export interface PusherOptions {
  readonly host: string;
  readonly port: number;
  readonly appId: string;
  readonly key: string;
  readonly secret: string;
}

/** Reads PUSHER_HOST, PUSHER_PORT, PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET with the soketi defaults. */
export const pusherOptions = (env: Readonly<Record<string, string | undefined>>): PusherOptions => ({
  host: env["PUSHER_HOST"] || "127.0.0.1",
  port: Number(env["PUSHER_PORT"] || 6001),
  appId: env["PUSHER_APP_ID"] || PUSHER_DEFAULTS.appId,
  key: env["PUSHER_APP_KEY"] || PUSHER_DEFAULTS.key,
  secret: env["PUSHER_APP_SECRET"] || PUSHER_DEFAULTS.secret,
});
