import type { Channel } from "pusher-js";
import Pusher from "pusher-js";
import type { WhisperSource } from "../model/heardCaptions";
import type { ChannelAuthorizer } from "../model/ChannelAuthorizer";
import type { RealtimePublisher } from "../RealtimePublisher";

export interface HeardCaptionsListenerOptions {
  readonly key: string;
  readonly host: string;
  readonly port: number;
  /** Signs the listener's own subscriptions, as the server signs its users'. */
  readonly authorizer: ChannelAuthorizer;
}

const LIST_CHANNEL = /^private-users-(.+)\.sessions$/;

const idOf = (data: unknown): string | null => {
  const id = typeof data === "object" && data !== null ? (data as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : null;
};

/**
 * How the Node demo server hears the captions whispered while recording: a pusher-js client of
 * its own, subscribed to the private channel of every session being recorded. It stands between
 * the backend and its publisher and follows the list events it publishes: `started` subscribes to
 * the session's channel, `wrapped` and `removed` leave it. Connects only once there is a session
 * to follow; `close` disconnects.
 */
export class HeardCaptionsListener implements RealtimePublisher, WhisperSource {
  readonly #listeners = new Set<(channel: string, event: string, data: unknown) => void>();
  readonly #channels = new Map<string, Channel>();
  #client: Pusher | null = null;

  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly options: HeardCaptionsListenerOptions,
  ) {}

  publish(channel: string, event: string, data: unknown): Promise<void> {
    const user = LIST_CHANNEL.exec(channel)?.[1];
    const sessionId = idOf(data);
    if (user !== undefined && sessionId !== null) {
      const sessionChannel = `private-users-${user}.sessions-${sessionId}`;
      if (event === "started") this.follow(sessionChannel);
      if (event === "wrapped" || event === "removed") this.#leave(sessionChannel);
    }
    return this.publisher.publish(channel, event, data);
  }

  listenToWhispers(listener: (channel: string, event: string, data: unknown) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Subscribes to a session's channel (also for sessions still recording when the server starts). */
  follow(channelName: string): void {
    if (this.#channels.has(channelName)) return;
    const channel = this.#connected().subscribe(channelName);
    channel.bind_global((event: string, data: unknown) => {
      if (!event.startsWith("client-")) return;
      for (const listener of [...this.#listeners]) listener(channelName, event, data);
    });
    this.#channels.set(channelName, channel);
  }

  close(): void {
    this.#client?.disconnect();
    this.#client = null;
    this.#channels.clear();
  }

  #leave(channelName: string): void {
    if (!this.#channels.delete(channelName)) return;
    this.#client?.unsubscribe(channelName);
  }

  #connected(): Pusher {
    if (this.#client) return this.#client;
    const { key, host, port, authorizer } = this.options;
    this.#client = new Pusher(key, {
      cluster: "mt1",
      wsHost: host,
      wsPort: port,
      forceTLS: false,
      enabledTransports: ["ws"],
      channelAuthorization: {
        endpoint: "",
        transport: "ajax",
        customHandler: ({ socketId, channelName }, callback) => {
          authorizer.authorize(socketId, channelName).then(
            (authorization) => callback(null, authorization),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
          );
        },
      },
    });
    return this.#client;
  }
}
