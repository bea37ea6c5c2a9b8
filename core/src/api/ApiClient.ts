import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { Subject } from "rxjs";
import { ApiError } from "../kernel/ApiError";
import type { HttpPort } from "../ports/HttpPort";
import type { KeyValueStore } from "../ports/KeyValueStore";
import type { NetworkMonitor } from "../network/application/NetworkMonitor";
import { apiErrorFromResponse } from "./apiErrorFromResponse";
import { API_MESSAGES } from "./messages";
import { type ApiRequest, toWireRequest } from "./requestConventions";
import type { WireResponse } from "./wire";

export const TOKEN_KEY = "token";

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
  async send(request: ApiRequest): Promise<WireResponse> {
    const wire = toWireRequest(request, { token: this.keyValue.get(TOKEN_KEY), sharedId: this.#sharedId });
    const response = await this.http.send(wire);
    this.network.dispatch({ type: "apiResponse", status: response.status });
    if (response.status >= 200 && response.status < 300) return response;
    const error = apiErrorFromResponse(response);
    if (response.status === 401) this.alarms$.next({ kind: "unauthorized" });
    // A 403 while viewing a shared record belongs to that page, not to the signed-in session.
    if (response.status === 403 && !this.#sharedId) this.alarms$.next({ kind: "forbidden", message: error.message });
    throw error;
  }

  /**
   * Sends and decodes the whole body with `schema`. A body without `data` fails with the spec's
   * ResponseInterceptorError text before the schema is consulted.
   */
  async request<A>(request: ApiRequest, schema: Schema.Codec<A, unknown, never, never>): Promise<A> {
    const response = await this.send(request);
    return decodeBody(response.body, schema);
  }

  /** Reads a `data:` event stream of a POST. */
  stream(request: ApiRequest): AsyncIterable<unknown> {
    const wire = toWireRequest(request, { token: this.keyValue.get(TOKEN_KEY), sharedId: this.#sharedId });
    return this.http.stream(wire);
  }
}

export const decodeBody = <A>(body: unknown, schema: Schema.Codec<A, unknown, never, never>): A => {
  if (typeof body !== "object" || body === null || !("data" in body)) {
    throw new ApiError({ status: 200, title: API_MESSAGES.somethingWentWrong, message: API_MESSAGES.missingData });
  }
  const decoded = Schema.decodeUnknownResult(schema)(body);
  if (Result.isFailure(decoded)) {
    throw new ApiError({
      status: 200,
      title: API_MESSAGES.somethingWentWrong,
      message: "The server sent a reply this version of Lectern cannot read.",
      detail: String(decoded.failure),
      meta: { body },
    });
  }
  return decoded.success;
};
