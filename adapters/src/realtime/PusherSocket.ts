import {
  CHANNEL_SUBSCRIBED,
  type SocketEvent,
  type SocketPort,
  type SocketStatus,
} from "@lectern/core/ports/SocketPort";
import Pusher, { type Channel } from "pusher-js";
import { BehaviorSubject, NEVER, Observable, distinctUntilChanged, finalize, share, switchMap } from "rxjs";
import { whisperMessage } from "./whisperMessage";

export interface PusherSocketOptions {
  /** The Pusher application key. */
  readonly key: string;
  /** Required by pusher-js even with a custom host; it only picks the default host. */
  readonly cluster: string;
  /** A self-hosted Pusher-protocol server (soketi); omit for Pusher's own cluster hosts. */
  readonly wsHost?: string;
  readonly wsPort?: number;
  readonly forceTLS: boolean;
  /** The API base plus `broadcasting/auth` (spec 3 §7). */
  readonly authEndpoint: string;
}

/** Spec 3 §9 "Subscription retry threshold 3": retries after the first failed attempt. */
export const SUBSCRIPTION_RETRIES = 3;

const PRIVATE_PREFIX = "private-";

/** Protocol chatter (`pusher:…`, `pusher_internal:…`) is not an application event. */
const isInternal = (event: string): boolean => event.startsWith("pusher:") || event.startsWith("pusher_internal:");

const toStatus = (state: string): SocketStatus => {
  switch (state) {
    case "connected":
    case "unavailable":
    case "failed":
    case "disconnected":
      return state;
    default:
      // pusher-js reports "initialized" before its first attempt: to the app that is connecting.
      return "connecting";
  }
};

/** SocketPort over pusher-js: private channels authorised with the user's bearer token. */
export class PusherSocket implements SocketPort {
  readonly #status = new BehaviorSubject<SocketStatus>("disconnected");
  readonly #client = new BehaviorSubject<Pusher | null>(null);
  readonly #channels = new Map<string, Observable<SocketEvent>>();
  #token: string | null = null;

  readonly status$ = this.#status.pipe(distinctUntilChanged());

  constructor(private readonly options: PusherSocketOptions) {}

  connect(token: string): void {
    // Reloading the user must not drop and re-authorise every channel; a new token must.
    if (this.#client.value && token === this.#token) return;
    this.disconnect();
    this.#token = token;
    const { key, cluster, wsHost, wsPort, forceTLS, authEndpoint } = this.options;
    const client = new Pusher(key, {
      cluster,
      forceTLS,
      ...(wsHost === undefined ? {} : { wsHost }),
      ...(wsPort === undefined ? {} : { wsPort, wssPort: wsPort }),
      enabledTransports: ["ws", "wss"],
      disableStats: true,
      channelAuthorization: {
        endpoint: authEndpoint,
        transport: "ajax",
        headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      },
    });
    client.connection.bind("state_change", ({ current }: { current: string }) => {
      // A replaced client may still report its closing; only the current one speaks.
      if (this.#client.value === client) this.#status.next(toStatus(current));
    });
    this.#status.next("connecting");
    // Channels observed before (re)connecting subscribe on the new client here.
    this.#client.next(client);
  }

  disconnect(): void {
    const client = this.#client.value;
    if (!client) return;
    this.#token = null;
    this.#client.next(null);
    client.disconnect();
    this.#status.next("disconnected");
  }

  channel(name: string): Observable<SocketEvent> {
    const known = this.#channels.get(name);
    if (known) return known;
    // One pusher subscription per channel however many observers; the last one leaving unsubscribes.
    const shared = this.#client.pipe(
      switchMap((client) => (client ? subscription(client, PRIVATE_PREFIX + name) : NEVER)),
      finalize(() => this.#channels.delete(name)),
      share(),
    );
    this.#channels.set(name, shared);
    return shared;
  }

  whisper(channel: string, eventName: string, payload: Record<string, unknown> = {}): void {
    const client = this.#client.value;
    if (!client) return;
    const message = whisperMessage(eventName, payload);
    const fullName = PRIVATE_PREFIX + channel;
    const subscribed = client.channel(fullName);
    if (subscribed?.subscribed) {
      subscribed.trigger(message.event, message.data);
      return;
    }
    // Client events only travel on a subscribed channel: hold one until it is, send, let go.
    const hold = this.channel(channel).subscribe({ error: () => undefined });
    const pending = client.channel(fullName);
    const send = () => {
      pending.unbind("pusher:subscription_succeeded", send);
      pending.trigger(message.event, message.data);
      hold.unsubscribe();
    };
    pending.bind("pusher:subscription_succeeded", send);
  }
}

/** Events of one channel on one client, retrying a refused subscription before giving up. */
const subscription = (client: Pusher, fullName: string): Observable<SocketEvent> =>
  new Observable<SocketEvent>((subscriber) => {
    let failures = 0;
    const channel: Channel = client.subscribe(fullName);
    const onEvent = (event: string, data: unknown) => {
      if (!isInternal(event)) subscriber.next({ event, data });
    };
    const onError = () => {
      failures += 1;
      if (failures > SUBSCRIPTION_RETRIES) {
        subscriber.error(new Error("cannot subscribe"));
        return;
      }
      // Channel.subscribe re-authorises even when the server (not the auth endpoint) refused;
      // while disconnected pusher-js resubscribes by itself on the next connection.
      if (client.connection.state === "connected") channel.subscribe();
    };
    const onSubscribed = () => subscriber.next({ event: CHANNEL_SUBSCRIBED, data: null });
    channel.bind_global(onEvent);
    channel.bind("pusher:subscription_error", onError);
    channel.bind("pusher:subscription_succeeded", onSubscribed);
    return () => {
      channel.unbind_global(onEvent);
      channel.unbind("pusher:subscription_error", onError);
      channel.unbind("pusher:subscription_succeeded", onSubscribed);
      client.unsubscribe(fullName);
    };
  });
