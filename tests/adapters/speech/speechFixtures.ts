import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** A committed provider reply (tests/fixtures/speech, see its README), parsed. */
export const speechFixture = (
  name: "prerecorded-diarized.json" | "prerecorded-words-only.json" | "prerecorded-invalid-auth.json",
): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../fixtures/speech/${name}`, import.meta.url)), "utf8"));
