import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";

/** A request exactly as a client might send it, body text and all (not shaped by core's conventions). */
export interface RawRequest {
  readonly method: "GET" | "POST" | "OPTIONS";
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as it is: malformed JSON included. */
  readonly body?: string;
  /** Sent by a second client (another address as the server counts them) instead of the usual one. */
  readonly from?: "another client";
}

export interface RawResponse {
  readonly status: number;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** One backend under the safety contract (issue 19). */
export interface SafetySubject {
  readonly api: ApiClient;
  readonly keyValue: InMemoryKeyValue;
  /** Seed data, clock rewound, failed logins forgotten. */
  reset(): Promise<void>;
  /** Moves the backend's clock forward. */
  advance(ms: number): void;
  /** Sends `request` as it is: InProcessHttp with the text as the body, or fetch over HTTP. */
  raw(request: RawRequest): Promise<RawResponse>;
}
