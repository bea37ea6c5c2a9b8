import { INLINE_IMAGE_TYPES, sniffContentType } from "@lectern/adapters/demo/model/sniffContentType";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("sniffContentType (issue 19: a note file's type from its bytes, not its name)", () => {
  it.each([
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg"],
    ["GIF", bytes("GIF89a", [1, 0]), "image/gif"],
    ["WebP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["PDF", bytes("%PDF-1.7\n"), "application/pdf"],
    ["MP4", bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0]), "video/mp4"],
    ["QuickTime", bytes([0, 0, 0, 0x14], "ftypqt  "), "video/quicktime"],
    ["WebM", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], "webm"), "video/webm"],
    ["Matroska", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88], "matroska"), "video/x-matroska"],
    ["MP3 with ID3", bytes("ID3", [4, 0]), "audio/mpeg"],
    ["MP3 frame", bytes([0xff, 0xfb, 0x90, 0x64]), "audio/mpeg"],
    ["AAC (ADTS)", bytes([0xff, 0xf1, 0x50, 0x80]), "audio/aac"],
    ["WAV", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "), "audio/wav"],
    ["Ogg", bytes("OggS", [0]), "audio/ogg"],
    ["FLAC", bytes("fLaC"), "audio/flac"],
    ["ZIP (docx, xlsx, pptx)", bytes("PK", [3, 4, 20, 0]), "application/zip"],
    ["plain text", new TextEncoder().encode("Lemma 2: ∀x. x = x\n"), "text/plain; charset=utf-8"],
    ["HTML", new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), "text/plain; charset=utf-8"],
    ["SVG", new TextEncoder().encode('<svg onload="alert(1)"/>'), "text/plain; charset=utf-8"],
    ["nothing known", bytes([0, 1, 2, 3, 0xfe]), "application/octet-stream"],
    ["empty", bytes(), "application/octet-stream"],
  ])("%s", (_, file, type) => {
    expect(sniffContentType(file)).toBe(type);
  });

  it("never names markup or a script type, whatever the bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.string({ maxLength: 64 }), (raw, text) => {
        for (const file of [raw, new TextEncoder().encode(text)]) {
          expect(sniffContentType(file)).not.toMatch(/html|xml|svg|javascript|ecmascript/);
        }
      }),
    );
  });

  it("shows inline only the raster images the app renders", () => {
    expect([...INLINE_IMAGE_TYPES].sort()).toEqual(["image/gif", "image/jpeg", "image/png", "image/webp"]);
  });
});
