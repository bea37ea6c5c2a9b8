import type { WireResponse } from "@lectern/core/api/wire";
import { JSON_API_TYPE } from "@lectern/core/api/requestConventions";
import { randomToken } from "../crypto/randomToken";
import type { DemoErrorObject } from "./DemoHttpError";

const JSON_HEADERS = { "content-type": JSON_API_TYPE } as const;

/** A JSON:API document. */
export const reply = (body: unknown, status = 200): WireResponse => ({ status, headers: { ...JSON_HEADERS }, body });

/** `{ data }`, the shape every decoder of core/api/resources starts from. */
export const dataReply = (data: unknown, status = 200): WireResponse => reply({ data }, status);

/** A plain JSON body that is not a JSON:API document (pusher-js reads broadcasting/auth this way). */
export const plainJsonReply = (body: unknown, status = 200): WireResponse => ({
  status,
  headers: { "content-type": "application/json" },
  body,
});

export const errorReply = (
  status: number,
  errors: readonly DemoErrorObject[],
  headers: Readonly<Record<string, string>> = {},
): WireResponse => ({
  status,
  headers: { ...JSON_HEADERS, ...headers },
  body: {
    errors: errors.map((error) => ({
      id: randomToken(8),
      status: String(status),
      title: error.title,
      message: error.message ?? error.title,
      detail: error.detail ?? error.message ?? error.title,
      ...(error.source ? { source: error.source } : {}),
      ...(error.meta ? { meta: error.meta } : {}),
    })),
  },
});

export const iso = (epochMs: number): string => new Date(epochMs).toISOString();

/**
 * A streaming answer (spec 3 §7, the tutor): `events` are the JSON objects of its `data:` lines.
 * InProcessHttp.stream yields them as they come; the Node server writes each as `data: …` and a
 * blank line. Whoever reads it calls the iterator's return() when the client goes away.
 */
export const streamReply = (events: AsyncIterable<unknown>): WireResponse => ({
  status: 200,
  headers: { "content-type": "text/event-stream", "cache-control": "no-cache" },
  body: events,
});

/** The events of a streaming answer (streamReply), or null for any other answer. */
export const eventsOf = (response: WireResponse): AsyncIterable<unknown> | null => {
  const body = response.body as { [Symbol.asyncIterator]?: unknown } | null;
  return body !== null && typeof body === "object" && typeof body[Symbol.asyncIterator] === "function"
    ? (body as AsyncIterable<unknown>)
    : null;
};
