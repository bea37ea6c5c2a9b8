/** The QR code of GET devices/qr, read for the dialog. */
export interface PairingQr {
  /** The SVG document's text, as the server sent it. */
  readonly svg: string;
  /** The address the code encodes (the root's data-pairing-address), or null when it carries none. */
  readonly address: string | null;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

const unescapeAttribute = (value: string): string =>
  value.replace(/&(amp|quot|apos|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? "");

/** Only an http(s) address is offered as a link (a QR from elsewhere could carry javascript:). */
const isWebAddress = (value: string): boolean => /^https?:\/\/[^\s]+$/i.test(value);

/** Reads the server's SVG text; null when it is not an SVG document. */
export const readPairingQr = (body: unknown): PairingQr | null => {
  if (typeof body !== "string") return null;
  const root = /<svg\b[^>]*>/i.exec(body)?.[0];
  if (!root) return null;
  const raw = /\sdata-pairing-address="([^"]*)"/.exec(root)?.[1];
  const address = raw === undefined ? null : unescapeAttribute(raw);
  return { svg: body, address: address !== null && isWebAddress(address) ? address : null };
};
