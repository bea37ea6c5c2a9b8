import type { IncomingMessage } from "node:http";

/** A Host header that is only a name or address and a port: nothing that could bend the address built from it. */
const PLAIN_HOST = /^[a-z\d.-]+(?::\d{1,5})?$|^\[[a-f\d:.]+\](?::\d{1,5})?$/i;

/**
 * The origin a client reached this server at (its Host header, and https when a proxy in front says
 * so), for the media addresses handed back to that same client: a server bound to 0.0.0.0 is
 * reached by each machine of the network under another name. Null when the header is missing or odd.
 */
export const requestOrigin = (incoming: IncomingMessage): string | null => {
  const host = incoming.headers.host ?? "";
  if (!PLAIN_HOST.test(host)) return null;
  const https =
    String(incoming.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim() === "https";
  return `${https ? "https" : "http"}://${host}`;
};

/** The origin of a listening address, for work done outside a request: a wildcard bind is reached over loopback. */
export const listenOrigin = (host: string, port: number): string => {
  const name = host === "0.0.0.0" || host === "" ? "127.0.0.1" : host === "::" ? "[::1]" : host;
  return `http://${name.includes(":") && !name.startsWith("[") ? `[${name}]` : name}:${port}`;
};
