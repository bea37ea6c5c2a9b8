import type { IncomingMessage } from "node:http";
import { isLoopbackOrigin } from "./loopback";

const ALLOWED_HEADERS = [
  "Accept",
  "Authorization",
  "Cache-Control",
  "Content-Type",
  "X-HTTP-METHOD-OVERRIDE",
  "X-SHARED-ID",
  "X-Requested-With",
];

/**
 * CORS for any origin: the server is reached from the Vite dev server and test pages on other ports.
 * Bearer tokens travel in a header, never cookies, so no credentials mode is needed. In a demo mode
 * (`loopbackOnly`) only pages of this machine are let read the answers (see isLoopbackRequest).
 */
export const corsHeaders = (incoming: IncomingMessage, loopbackOnly = false): Record<string, string> => {
  const requested = incoming.headers["access-control-request-headers"];
  const origin = incoming.headers.origin;
  const allowed = origin === undefined || !loopbackOnly || isLoopbackOrigin(origin);
  return {
    ...(allowed ? { "access-control-allow-origin": origin ?? "*" } : {}),
    vary: "Origin",
    "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
    "access-control-allow-headers": requested
      ? `${ALLOWED_HEADERS.join(", ")}, ${requested}`
      : ALLOWED_HEADERS.join(", "),
    "access-control-expose-headers": "Content-Disposition, Allow",
    "access-control-max-age": "600",
  };
};
