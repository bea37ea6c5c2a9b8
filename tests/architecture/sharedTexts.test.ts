import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SHARED_TEXTS } from "@lectern/core/kernel/sharedTexts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE = /\.[jt]sx?$/;
const HOME = "core/src/kernel/sharedTexts.ts";

const sources = (): string[] =>
  ["core/src", "ui/src"].flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join("/")),
  );

describe("shared texts are defined once (ARCHITECTURE rule 19)", () => {
  it.each(Object.entries(SHARED_TEXTS))("%s is written out only in core/src/kernel/sharedTexts.ts", (_, text) => {
    // Code writes strings in double quotes (prettier); comments quote the spec in single quotes.
    const quoted = [`"${text}"`, `\`${text}\``];
    const writing = sources().filter(
      (file) => file !== HOME && quoted.some((literal) => readFileSync(join(ROOT, file), "utf8").includes(literal)),
    );
    expect(writing).toEqual([]);
  });
});
