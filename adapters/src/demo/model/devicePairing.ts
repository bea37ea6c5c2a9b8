import { randomToken } from "../crypto/randomToken";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoDevicePairing } from "../db/DemoSnapshot";
import { DemoHttpError } from "../routing/DemoHttpError";

/** A pairing code works for 10 minutes, once (contract of issue 14, "Devices"). */
export const PAIRING_LIFETIME_MS = 10 * 60 * 1000;
/** 24 hex characters: url-safe, and far beyond guessing in 10 minutes. */
const PAIRING_CODE_BYTES = 12;

export const PAIRING_TEXTS = {
  expired: "This pairing code has expired. Show a new QR code on your computer.",
  title: "QR code to pair your phone with Lectern",
} as const;

/** Where the app lives when the request does not say: the Vite dev server's usual address. */
export const DEFAULT_APP_ORIGIN = "http://localhost:5173";

/** The app path a phone opens from the QR code. */
export const PAIRING_PATH = "/devices/pair";

const httpOrigin = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * The app's origin for the pairing address: the request's Origin header (a browser sends it on a
 * cross-origin call to the Node server), else its Referer, else the page the backend runs in (the
 * in-tab demo is the app itself), else `fallback`.
 */
export const appOriginOf = (headers: Readonly<Record<string, string>>, fallback: string = DEFAULT_APP_ORIGIN): string =>
  httpOrigin(headers["origin"]) ??
  httpOrigin(headers["referer"]) ??
  httpOrigin((globalThis as { location?: { origin?: string } }).location?.origin) ??
  fallback;

export const pairingAddress = (appOrigin: string, code: string): string =>
  `${appOrigin}${PAIRING_PATH}?code=${encodeURIComponent(code)}`;

/** A new one-use code for `userId`, valid for PAIRING_LIFETIME_MS; spent and expired codes are dropped. */
export const createPairing = (db: DemoDatabase, userId: string, now: number): DemoDevicePairing =>
  db.mutate((data) => {
    data.devicePairings = data.devicePairings.filter((pairing) => pairing.usedAt === null && pairing.expiresAt > now);
    const pairing: DemoDevicePairing = {
      code: randomToken(PAIRING_CODE_BYTES),
      userId,
      createdAt: now,
      expiresAt: now + PAIRING_LIFETIME_MS,
      usedAt: null,
    };
    data.devicePairings.push(pairing);
    return pairing;
  });

/** Spends a live code and returns whose it was; an unknown, used or expired code is a 410. */
export const takePairing = (db: DemoDatabase, code: string, now: number): DemoDevicePairing => {
  const pairing = db.data.devicePairings.find((candidate) => candidate.code === code);
  if (!pairing || pairing.usedAt !== null || pairing.expiresAt <= now) {
    throw new DemoHttpError(410, { title: PAIRING_TEXTS.expired });
  }
  db.mutate(() => {
    pairing.usedAt = now;
  }, pairing);
  return pairing;
};

const escapeAttribute = (value: string): string =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The QR code of `address` as an SVG document made by the `qrcode` package (loaded on the first QR,
 * not with the backend), its root carrying the address and a title for tests and screen readers.
 */
export const pairingQrSvg = async (address: string): Promise<string> => {
  const qrcode = await import("qrcode");
  const svg = await qrcode.toString(address, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  const rootStart = typeof svg === "string" ? svg.indexOf("<svg") : -1;
  if (rootStart < 0) throw new Error("The QR code library returned no SVG.");
  const rootEnd = svg.indexOf(">", rootStart);
  const attributes = ` role="img" data-pairing-address="${escapeAttribute(address)}"`;
  return `${svg.slice(0, rootEnd)}${attributes}><title>${escapeAttribute(PAIRING_TEXTS.title)}</title>${svg
    .slice(rootEnd + 1)
    .trim()}`;
};
