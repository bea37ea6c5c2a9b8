import type { ApiMethod, MultipartFile, WireMethod, WireRequest } from "./wire";

export const JSON_API_TYPE = "application/vnd.api+json";
export const METHOD_OVERRIDE_HEADER = "X-HTTP-METHOD-OVERRIDE";
export const SHARED_ID_HEADER = "X-SHARED-ID";

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiRequest {
  readonly method: ApiMethod;
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly files?: readonly MultipartFile[];
  /** Extra headers, e.g. Accept image/svg+xml. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly noCache?: boolean;
}

export interface RequestContext {
  readonly token: string | null;
  /** Set while a shared record is being viewed. */
  readonly sharedId: string | null;
}

const TRAVELLING: readonly string[] = ["GET", "POST", "OPTIONS"];

/** Collapses repeated slashes (spec 1 §7) but keeps a scheme's `://`. */
export const normalisePath = (path: string): string => {
  const schemeEnd = path.indexOf("://");
  if (schemeEnd >= 0) {
    const head = path.slice(0, schemeEnd + 3);
    return head + path.slice(schemeEnd + 3).replace(/\/{2,}/g, "/");
  }
  return path.replace(/\/{2,}/g, "/");
};

/** Flattens the query in insertion order; arrays repeat their key with `[]`. */
export const encodeQuery = (query: Readonly<Record<string, QueryValue>> | undefined): string => {
  if (!query) return "";
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) parts.push(`${encodeURIComponent(`${key}[]`)}=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length ? `?${parts.join("&")}` : "";
};

/** Applies every request convention of spec 1 §7 and spec 3 §7; both HTTP adapters send the result. */
export const toWireRequest = (request: ApiRequest, context: RequestContext): WireRequest => {
  const travels = TRAVELLING.includes(request.method);
  const method: WireMethod = travels ? (request.method as WireMethod) : "POST";
  const headers: Record<string, string> = { Accept: JSON_API_TYPE };
  if (!request.files) headers["Content-Type"] = JSON_API_TYPE;
  if (!travels) headers[METHOD_OVERRIDE_HEADER] = request.method;
  if (context.token) headers["Authorization"] = `Bearer ${context.token}`;
  if (context.sharedId) headers[SHARED_ID_HEADER] = context.sharedId;
  if (request.noCache) headers["Cache-Control"] = "no-cache";
  Object.assign(headers, request.headers);
  const url = normalisePath(request.path.replace(/^\/+/, "")) + encodeQuery(request.query);
  if (request.files) {
    return { method, url, headers, body: { kind: "multipart", data: request.body ?? null, files: request.files } };
  }
  if (request.body === undefined) return { method, url, headers };
  return { method, url, headers, body: { kind: "json", value: request.body } };
};

/** The method the server should act on: the override header wins over the travelling verb. */
export const effectiveMethod = (wire: Pick<WireRequest, "method" | "headers">): ApiMethod => {
  const override = Object.entries(wire.headers).find(
    ([key]) => key.toLowerCase() === METHOD_OVERRIDE_HEADER.toLowerCase(),
  );
  return (override?.[1] ?? wire.method).toUpperCase() as ApiMethod;
};
