import { effectiveMethod } from "@lectern/core/api/requestConventions";
import type { ApiMethod, MultipartFile, WireRequest } from "@lectern/core/api/wire";

/** A wire request as the handlers read it: the acted-on method, a clean path, parsed query and body. */
export interface DemoRequest {
  /** After X-HTTP-METHOD-OVERRIDE. */
  readonly method: ApiMethod;
  /** Without leading/trailing slashes, repeated slashes collapsed, still percent-encoded. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body, or the fields of a form body, or undefined. */
  readonly body: unknown;
  readonly files: readonly MultipartFile[];
  readonly bearer: string | null;
}

const isFormBody = (headers: Readonly<Record<string, string>>): boolean =>
  (headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");

/**
 * Reads the body. A string value is a raw text body: a form (pusher-js posts `socket_id` and
 * `channel_name` urlencoded to broadcasting/auth) or JSON text from a client that did not parse it.
 */
const readBody = (wire: WireRequest, headers: Readonly<Record<string, string>>): unknown => {
  const body = wire.body;
  if (!body) return undefined;
  if (body.kind === "multipart") return body.data;
  if (typeof body.value !== "string") return body.value;
  if (isFormBody(headers)) return Object.fromEntries(new URLSearchParams(body.value));
  try {
    return JSON.parse(body.value) as unknown;
  } catch {
    return body.value;
  }
};

export const toDemoRequest = (wire: WireRequest): DemoRequest => {
  const headers = Object.fromEntries(Object.entries(wire.headers).map(([key, value]) => [key.toLowerCase(), value]));
  const queryStart = wire.url.indexOf("?");
  const rawPath = queryStart >= 0 ? wire.url.slice(0, queryStart) : wire.url;
  const path = rawPath.replace(/\/{2,}/g, "/").replace(/^\/+|\/+$/g, "");
  const query = new URLSearchParams(queryStart >= 0 ? wire.url.slice(queryStart + 1) : "");
  const authorization = headers["authorization"] ?? "";
  const bearerMatch = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return {
    method: effectiveMethod(wire),
    path,
    query,
    headers,
    body: readBody(wire, headers),
    files: wire.body?.kind === "multipart" ? wire.body.files : [],
    bearer: bearerMatch?.[1] ?? null,
  };
};
