import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs bench script without type declarations.
import { attribute, groupOf } from "./attribute.mjs";

describe("bench attribution", () => {
  it("groups a package by its name, scoped packages by scope and name, our files by folder", () => {
    expect(groupOf("../../../node_modules/react-dom/cjs/react-dom.production.js")).toBe("react-dom");
    expect(groupOf("../../../node_modules/@inversifyjs/core/lib/index.js")).toBe("@inversifyjs/core");
    expect(groupOf("../../src/features/auth/login/LoginForm.tsx")).toBe("ui/features/auth");
    expect(groupOf("../../src/kit/plain/Button.tsx")).toBe("ui/kit/plain");
    expect(groupOf("../../../core/src/auth/application/LoginWithPassword.ts")).toBe("core/auth/application");
    expect(groupOf("../../../adapters/src/demo/handlers/authRoutes.ts")).toBe("adapters/demo/handlers");
  });

  it("shares a chunk's gzip size out by the bytes each source generated", () => {
    const dist = mkdtempSync(join(tmpdir(), "attribute-"));
    mkdirSync(join(dist, "assets"));
    // "aaaa" from the kit (column 0), then "bbbbbbbbbbbb" from an auth file (column 4), then a newline.
    writeFileSync(join(dist, "assets", "x.js"), "aaaabbbbbbbbbbbb\n");
    // Segments "AAAA" (col 0, source 0) and "ICAA" (col +4, source +1): VLQ A=0, I=4, C=1.
    writeFileSync(
      join(dist, "assets", "x.js.map"),
      JSON.stringify({
        version: 3,
        sources: ["../../src/kit/a.tsx", "../../src/features/auth/b.ts"],
        mappings: "AAAA,ICAA",
      }),
    );
    const rows = attribute(dist, [{ file: "assets/x.js", gzip: 170 }]);
    const share = Object.fromEntries(rows.map((row: { group: string; gzip: number }) => [row.group, row.gzip]));
    // 4 and 12 mapped bytes and the unmapped newline, out of 17, of 170 gzip bytes.
    expect(share["ui/kit"]).toBeCloseTo(40);
    expect(share["ui/features/auth"]).toBeCloseTo(120);
    expect(share["(unmapped)"]).toBeCloseTo(10);
  });
});
