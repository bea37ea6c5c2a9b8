import { Subject } from "rxjs";
import type { AbortSignalLike, HttpPort } from "../ports/HttpPort";
import type { KeyValueStore } from "../ports/KeyValueStore";
import type { NetworkMonitor } from "../network/application/NetworkMonitor";
import { apiErrorFromResponse } from "./apiErrorFromResponse";
import { type ReplySchema, isLazyReply } from "./ReplySchema";
import { type ApiRequest, toWireRequest } from "./requestConventions";
import type { WireResponse } from "./wire";

export const TOKEN_KEY = "token";

type Decoder = typeof import("./decodeBody");
/** The decoder module once fetched: every request after the first decodes without waiting for it. */
let decoder: Decoder | null = null;
const loadDecoder = async (): Promise<Decoder> => (decoder ??= await import("./decodeBody"));

/** The permission flag a 403 says the plan lacks (`errors[0].meta.permission`), or null. */
const refusedPermission = (body: unknown): string | null => {
  const errors = (body as { errors?: readonly { meta?: { permission?: unknown } }[] } | null)?.errors;
  const flag = Array.isArray(errors) ? errors[0]?.meta?.permission : undefined;
  return typeof flag === "string" ? flag : null;
};

/** What the session must react to (spec 3 §8: 401 → logout; 403 → session ended with the message). */
export type AuthAlarm = { readonly kind: "unauthorized" } | { readonly kind: "forbidden"; readonly message: string };

/**
 * The one way use cases talk to the API: shapes requests with the conventions, reports every answer
 * to the network monitor, raises auth alarms, and decodes bodies at the edge with effect Schema.
 */
export class ApiClient {
  readonly alarms$ = new Subject<AuthAlarm>();
  #sharedId: string | null = null;

  constructor(
    private readonly http: HttpPort,
    private readonly keyValue: KeyValueStore,
    private readonly network: NetworkMonitor,
  ) {}

  /** Marks requests as made while viewing a shared record (X-SHARED-ID). */
  setSharedId(id: string | null): void {
    this.#sharedId = id;
  }

  /** Sends and returns the raw answer for 2xx; throws ApiError otherwise. */
  send(request: ApiRequest): Promise<WireResponse> {
    return this.#exchange(toWireRequest(request, { token: this.keyValue.get(TOKEN_KEY), sharedId: this.#sharedId }));
  }

  /**
   * Sends as the holder of `token`, whoever is signed in now: the upload queue sends a recording with
   * its owner's token only, so a later sign-in (here or in another tab sharing the stored token) can
   * never receive it. Never marked as a shared-record request.
   */
  sendAs(token: string, request: ApiRequest): Promise<WireResponse> {
    return this.#exchange(toWireRequest(request, { token, sharedId: null }));
  }

  async #exchange(wire: ReturnType<typeof toWireRequest>): Promise<WireResponse> {
    const response = await this.http.send(wire);
    this.network.dispatch({ type: "apiResponse", status: response.status });
    if (response.status >= 200 && response.status < 300) return response;
    const error = apiErrorFromResponse(response);
    if (response.status === 401) this.alarms$.next({ kind: "unauthorized" });
    // A 403 while viewing a shared record belongs to that page, not to the signed-in session; nor
    // does one that names the plan's missing permission (a study route the plan lacks).
    if (response.status === 403 && !this.#sharedId && refusedPermission(response.body) === null) {
      this.alarms$.next({ kind: "forbidden", message: error.message });
    }
    throw error;
  }

  /**
   * Sends and decodes the whole body with `schema` (see decodeBody). The decoder (and a lazy schema)
   * is fetched while the first request is on its way, so effect's Schema arrives with the first
   * request rather than with the first page; later requests find it loaded.
   */
  async request<A>(request: ApiRequest, schema: ReplySchema<A>): Promise<A> {
    const loaded = decoder;
    if (loaded && !isLazyReply(schema)) return loaded.decodeBody((await this.send(request)).body, schema);
    const decoding = Promise.all([isLazyReply(schema) ? schema.load() : schema, loadDecoder()]);
    // Awaited below; until then a failed import must not count as an unhandled rejection.
    decoding.catch(() => undefined);
    const response = await this.send(request);
    const [codec, { decodeBody }] = await decoding;
    return decodeBody(response.body, codec);
  }

  /** Reads a `data:` event stream of a POST. */
  stream(request: ApiRequest, signal?: AbortSignalLike): AsyncIterable<unknown> {
    const wire = toWireRequest(request, { token: this.keyValue.get(TOKEN_KEY), sharedId: this.#sharedId });
    return this.http.stream(wire, signal);
  }
}
