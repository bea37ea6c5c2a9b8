/** Methods that actually travel; others ride on POST with X-HTTP-METHOD-OVERRIDE (spec 1 §7). */
export type WireMethod = "GET" | "POST" | "OPTIONS";
export type ApiMethod = WireMethod | "PUT" | "PATCH" | "DELETE";

export interface MultipartFile {
  readonly field: string;
  readonly name: string;
  /** A Blob in the browser, a Buffer/Blob in Node: the transport knows what to do with it. */
  readonly data: unknown;
}

export type WireBody =
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "multipart"; readonly data: unknown; readonly files: readonly MultipartFile[] };

/** A request exactly as it goes on the wire, shaped by `toWireRequest`. */
export interface WireRequest {
  readonly method: WireMethod;
  /** Path relative to the API base, with its query string, slashes normalised. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: WireBody;
}

export interface WireResponse {
  /** 0 when no answer came back. */
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Parsed JSON when the answer was JSON, the text otherwise, null when empty. */
  readonly body: unknown;
}
