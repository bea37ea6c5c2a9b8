import { METHOD_OVERRIDE_HEADER } from "@lectern/core/api/requestConventions";
import type { ApiMethod, MultipartFile, WireRequest } from "@lectern/core/api/wire";
import { DemoHttpError } from "./DemoHttpError";
import { REQUEST_TEXTS } from "./requestTexts";

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
  /** Who sent it, for throttling: the socket's remote address on the Node server, IN_TAB_CLIENT in the tab. */
  readonly clientAddress: string;
}

/** The one client of the backend in a browser tab: the tab itself. */
export const IN_TAB_CLIENT = "in-tab";

/** What the override may turn a POST into; anything else is refused, never guessed. */
const OVERRIDES: readonly ApiMethod[] = ["PUT", "PATCH", "DELETE", "POST"];

const isFormBody = (headers: Readonly<Record<string, string>>): boolean =>
  (headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");

const isDocument = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads the body. A string value is a raw text body: a form (pusher-js posts `socket_id` and
 * `channel_name` urlencoded to broadcasting/auth) or JSON text. Text that is not JSON, or JSON that is
 * not a document, is a 400: read as "no fields" it would save defaults over what the user had.
 */
const readBody = (wire: WireRequest, headers: Readonly<Record<string, string>>): unknown => {
  const body = wire.body;
  if (!body) return undefined;
  if (body.kind === "multipart") return body.data;
  let value = body.value;
  // Empty text is no body, as the Node server reads an empty request body.
  if (value === "") return undefined;
  if (typeof value === "string") {
    if (isFormBody(headers)) return Object.fromEntries(new URLSearchParams(value));
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw new DemoHttpError(400, { title: REQUEST_TEXTS.bodyNotJson });
    }
  }
  if (!isDocument(value)) throw new DemoHttpError(400, { title: REQUEST_TEXTS.bodyNotDocument });
  return value;
};

/** The method acted on: the override only rides on POST (a GET that says DELETE is refused, not obeyed). */
const methodOf = (wire: WireRequest, headers: Readonly<Record<string, string>>): ApiMethod => {
  const override = headers[METHOD_OVERRIDE_HEADER.toLowerCase()]?.trim().toUpperCase();
  if (!override) return wire.method;
  const allow = { allow: "POST" };
  if (wire.method !== "POST") throw new DemoHttpError(405, { title: REQUEST_TEXTS.overrideOnlyOnPost }, allow);
  if (!OVERRIDES.includes(override as ApiMethod)) {
    throw new DemoHttpError(405, { title: REQUEST_TEXTS.overrideUnknown }, allow);
  }
  return override as ApiMethod;
};

/** Throws a DemoHttpError (400, 405) for a request that does not say clearly what it means. */
export const toDemoRequest = (wire: WireRequest, clientAddress = IN_TAB_CLIENT): DemoRequest => {
  const headers = Object.fromEntries(Object.entries(wire.headers).map(([key, value]) => [key.toLowerCase(), value]));
  const queryStart = wire.url.indexOf("?");
  const rawPath = queryStart >= 0 ? wire.url.slice(0, queryStart) : wire.url;
  const path = rawPath.replace(/\/{2,}/g, "/").replace(/^\/+|\/+$/g, "");
  const query = new URLSearchParams(queryStart >= 0 ? wire.url.slice(queryStart + 1) : "");
  const authorization = headers["authorization"] ?? "";
  const bearerMatch = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return {
    method: methodOf(wire, headers),
    path,
    query,
    headers,
    body: readBody(wire, headers),
    files: wire.body?.kind === "multipart" ? wire.body.files : [],
    bearer: bearerMatch?.[1] ?? null,
    clientAddress,
  };
};
