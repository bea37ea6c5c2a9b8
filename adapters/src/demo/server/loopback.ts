import type { IncomingMessage } from "node:http";

/** The desktop app's own origin (desktop/src/main/appProtocol): a page of this machine, like loopback. */
const DESKTOP_ORIGIN = "app://lectern";

/** 127.0.0.0/8, ::1 and localhost: names that only ever reach this machine. */
export const isLoopbackHost = (host: string): boolean => {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  return name === "localhost" || name === "::1" || /^127(?:\.\d{1,3}){3}$/.test(name);
};

const hostnameOf = (hostHeader: string): string => {
  try {
    return new URL(`http://${hostHeader}`).hostname;
  } catch {
    return "";
  }
};

/** A page of this machine: a loopback http(s) origin or the desktop app. */
export const isLoopbackOrigin = (origin: string): boolean => {
  if (origin === DESKTOP_ORIGIN) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
};

/**
 * Whether a request to a server in a demo mode comes from this machine as it says: addressed to a
 * loopback name (a DNS-rebinding page names its own domain) and, when a browser sends it, from a
 * loopback page (any web site the user visits could otherwise read the outbox's reset links).
 */
export const isLoopbackRequest = (incoming: IncomingMessage): boolean => {
  const origin = incoming.headers.origin;
  return isLoopbackHost(hostnameOf(incoming.headers.host ?? "")) && (origin === undefined || isLoopbackOrigin(origin));
};
