import { request } from "node:http";
import type { RawResponse } from "./SafetySubject";

export interface RawHttpRequest {
  readonly method: string;
  /** Absolute URL. */
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** The loopback address to send from (127.0.0.2 …): another client as the server counts them. */
  readonly localAddress?: string;
}

/**
 * One request with node:http, which fetch cannot make: from a chosen local address, or with a Host
 * header of the test's choosing. The answer's JSON is parsed; other text is kept as text.
 */
export const rawHttp = (options: RawHttpRequest): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      options.url,
      {
        method: options.method,
        headers: { ...options.headers },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown = text || null;
          try {
            body = text ? (JSON.parse(text) as unknown) : null;
          } catch {
            // Not JSON: kept as text.
          }
          const headers: Record<string, string> = {};
          for (const [key, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(", ") : value;
          }
          resolve({ status: incoming.statusCode ?? 0, headers, body });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
