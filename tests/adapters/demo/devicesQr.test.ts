import { PAIRING_TEXTS, pairingAddress, pairingQrSvg } from "@lectern/adapters/demo/model/devicePairing";
import jsQR from "jsqr";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";

const SCALE = 6;

/**
 * Draws the SVG's dark modules the way a browser would: qrcode's path is rows of `M x y` / `m dx 0`
 * moves and `h n` strokes half a module below the row's top, in a `viewBox="0 0 n n"` square.
 */
const modulesOf = (svg: string): boolean[][] => {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !d) throw new Error("not a qrcode SVG");
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([Mmh])([^Mmh]*)/g)) {
    const [a = 0, b = 0] = (args ?? "")
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (command === "M") [x, y] = [a, b];
    else if (command === "m") [x, y] = [x + a, y + b];
    else {
      for (let column = x; column < x + a; column += 1) grid[Math.floor(y)]![column] = true;
      x += a;
    }
  }
  return grid;
};

/** The drawing as RGBA pixels, what a camera (jsQR) reads. */
const pixelsOf = (grid: boolean[][]) => {
  const width = grid.length * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  grid.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < SCALE; dy += 1) {
        for (let dx = 0; dx < SCALE; dx += 1) {
          const offset = ((y * SCALE + dy) * width + x * SCALE + dx) * 4;
          data[offset] = data[offset + 1] = data[offset + 2] = 0;
        }
      }
    }),
  );
  return { data, width };
};

describe("the pairing QR code (GET devices/qr)", () => {
  it("encodes the pairing address in its modules: a QR reader reads it back from the SVG", async () => {
    for (const origin of ["http://127.0.0.1:5174", "https://app.lectern.example"]) {
      const address = pairingAddress(origin, "0123456789abcdef01234567");
      const svg = await pairingQrSvg(address);
      const grid = modulesOf(svg);
      const { data, width } = pixelsOf(grid);
      expect(jsQR(data, width, width)?.data).toBe(address);

      // The same modules the library computes for the address, inside the quiet zone.
      const matrix = QRCode.create(address, { errorCorrectionLevel: "M" }).modules;
      const margin = (grid.length - matrix.size) / 2;
      for (let row = 0; row < matrix.size; row += 1) {
        for (let column = 0; column < matrix.size; column += 1) {
          expect(grid[row + margin]![column + margin]).toBe(Boolean(matrix.get(row, column)));
        }
      }
    }
  });

  it("names itself for screen readers and carries the address on its root, escaped", async () => {
    const address = 'http://127.0.0.1:5174/devices/pair?code=a&b="c"';
    const svg = await pairingQrSvg(address);
    expect(svg).toMatch(
      new RegExp(`^<svg [^>]*role="img" data-pairing-address="[^"]*"><title>${PAIRING_TEXTS.title}</title>`),
    );
    expect(svg).toContain('data-pairing-address="http://127.0.0.1:5174/devices/pair?code=a&amp;b=&quot;c&quot;"');
    expect(svg.trim().endsWith("</svg>")).toBe(true);
  });
});
