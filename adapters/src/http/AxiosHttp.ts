import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import type { AbortSignalLike, HttpPort } from "@lectern/core/ports/HttpPort";
import axios, { type AxiosInstance, type AxiosResponse, isAxiosError } from "axios";
import { joinApiUrl } from "./joinApiUrl";
import { parseResponseBody } from "./parseResponseBody";
import { readDataEvents } from "./readDataEvents";
import { toRequestPayload } from "./toRequestPayload";

export interface AxiosHttpOptions {
  /** The API base, e.g. https://api.example.com/api or http://127.0.0.1:8787/api */
  readonly baseUrl: string;
  /** No answer within this time counts as no answer at all (status 0). */
  readonly timeoutMs?: number;
  /** Tests may pass their own instance; by default a fresh one, untouched by global defaults. */
  readonly axios?: AxiosInstance;
  /** For stream(); defaults to the global fetch. */
  readonly fetch?: typeof fetch;
}

const NO_ANSWER: WireResponse = { status: 0, headers: {}, body: null };

const flattenHeaders = (response: AxiosResponse<unknown>): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(response.headers ?? {})) {
    if (value === undefined || value === null) continue;
    headers[key.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
};

const toWireResponse = (response: AxiosResponse<unknown>): WireResponse => ({
  status: response.status,
  headers: flattenHeaders(response),
  body: typeof response.data === "string" ? parseResponseBody(response.data) : (response.data ?? null),
});

/**
 * HttpPort over axios: sends the already-shaped wire request exactly as it is (the conventions live
 * in core's toWireRequest), never throws for an HTTP status, and reports "no answer" as status 0.
 */
export class AxiosHttp implements HttpPort {
  readonly #axios: AxiosInstance;
  readonly #fetch: typeof fetch;

  constructor(private readonly options: AxiosHttpOptions) {
    this.#axios = options.axios ?? axios.create();
    // Called through a wrapper so browsers never see fetch detached from window ("Illegal invocation").
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  async send(request: WireRequest): Promise<WireResponse> {
    try {
      const response = await this.#axios.request<unknown>({
        url: joinApiUrl(this.options.baseUrl, request.url),
        method: request.method,
        headers: { ...request.headers },
        data: toRequestPayload(request.body),
        timeout: this.options.timeoutMs ?? 60_000,
        validateStatus: () => true,
        // The raw text is parsed here, so JSON:API types and non-JSON bodies are handled alike.
        responseType: "text",
        transformResponse: [(data: unknown) => data],
      });
      return toWireResponse(response);
    } catch (error) {
      if (isAxiosError(error)) return error.response ? toWireResponse(error.response) : NO_ANSWER;
      throw error;
    }
  }

  async *stream(request: WireRequest, signal?: AbortSignalLike): AsyncIterable<unknown> {
    // fetch wants a real AbortSignal: one of its own follows the caller's.
    const abort = new AbortController();
    if (signal?.aborted) return;
    signal?.addEventListener("abort", () => abort.abort());
    try {
      const response = await this.#fetch(joinApiUrl(this.options.baseUrl, request.url), {
        method: request.method,
        headers: { ...request.headers },
        body: toRequestPayload(request.body) ?? null,
        signal: abort.signal,
      });
      if (!response.ok) {
        const text = await response.text();
        throw new Error(text.trim() === "" ? `HTTP ${response.status}` : text);
      }
      if (!response.body) return;
      try {
        yield* readDataEvents(response.body);
      } catch (error) {
        if (abort.signal.aborted) return;
        // The body broke off (the server or the network went away mid-event): say so, never hang.
        throw new Error(STREAM_CUT, { cause: error });
      }
    } catch (error) {
      // Stopped by the caller: the stream simply ends, as the port promises.
      if (abort.signal.aborted) return;
      throw error;
    }
  }
}

/** Why a stream's iteration threw after it had begun. */
export const STREAM_CUT = "The connection closed before the reply was complete.";
