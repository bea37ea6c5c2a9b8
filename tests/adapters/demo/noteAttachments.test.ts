import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import {
  ATTACHMENT_TEXTS,
  MAX_ATTACHMENT_BYTES,
  SUPPORTED_ATTACHMENT_EXTENSIONS,
  attachmentProblem,
  fileSizeOf,
} from "@lectern/adapters/demo/model/noteAttachments";
import { extensionOf } from "@lectern/core/notes/domain/attachmentFormats";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiOver } from "../contract/contractSubject";
import { HighlightsDriver } from "../contract/highlights/HighlightsDriver";
import { ManualNow } from "../contract/ManualNow";
import { expectFailure } from "../contract/upload/expectFailure";
import { UploadDriver } from "../contract/upload/UploadDriver";

const supported = fc.constantFrom(...SUPPORTED_ATTACHMENT_EXTENSIONS);
/** Any mix of upper and lower case, as file names come from every kind of machine. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(""));
const baseName = fc.string({ maxLength: 40 }).filter((name) => !name.includes("."));
const unsupported = fc
  .stringMatching(/^[a-z0-9]{1,6}$/)
  .filter((extension) => !SUPPORTED_ATTACHMENT_EXTENSIONS.includes(extension));
const smallSize = fc.integer({ min: 0, max: MAX_ATTACHMENT_BYTES - 1 });
const hugeSize = fc.integer({ min: MAX_ATTACHMENT_BYTES, max: Number.MAX_SAFE_INTEGER });

describe("note attachment rules (spec 2 §9)", () => {
  it("accepts every supported extension in any case below 3 GiB", () => {
    fc.assert(
      fc.property(baseName, supported.chain(anyCase), smallSize, (base, extension, size) => {
        expect(attachmentProblem(`${base}.${extension}`, size)).toBeNull();
        expect(extensionOf(`${base}.${extension}`)).toBe(extension.toLowerCase());
      }),
    );
  });

  it("refuses 3 GiB (3,221,225,472 bytes) or more with 413, whatever the name", () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(3_221_225_472);
    expect(attachmentProblem("a.pdf", MAX_ATTACHMENT_BYTES - 1)).toBeNull();
    fc.assert(
      fc.property(fc.string(), hugeSize, (name, size) => {
        expect(attachmentProblem(name, size)).toEqual({ status: 413, title: ATTACHMENT_TEXTS.tooBig });
      }),
    );
  });

  it("refuses other extensions, and names without one, with 422 and the list of types", () => {
    fc.assert(
      fc.property(baseName, unsupported, smallSize, (base, extension, size) => {
        expect(attachmentProblem(`${base}.${extension}`, size)).toEqual({ status: 422, title: ATTACHMENT_TEXTS.type });
        expect(attachmentProblem(base, size)?.status).toBe(422);
      }),
    );
    expect(ATTACHMENT_TEXTS.type).toMatch(/^The file must be a file of type: jpg, jpeg, png, .*, zip, pages\.$/);
    expect(attachmentProblem("archive.tar.gz", 1)?.status).toBe(422);
    expect(attachmentProblem("slides.pdf.", 1)?.status).toBe(422);
  });

  it("reads a file's size without its bytes", () => {
    expect(fileSizeOf(new Blob([Uint8Array.of(1, 2, 3)]))).toBe(3);
    expect(fileSizeOf(new ArrayBuffer(4))).toBe(4);
    expect(fileSizeOf(Uint8Array.of(1, 2).subarray(1))).toBe(1);
    expect(fileSizeOf("text")).toBeNull();
  });
});

/** A Blob that claims 3 GiB: the route must refuse it on its size, before reading a byte. */
class ClaimsThreeGiB extends Blob {
  override get size(): number {
    return MAX_ATTACHMENT_BYTES;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    throw new Error("the bytes of an oversize file must not be read");
  }
}

describe("POST sessions/{id}/relationships/notes/upload with an oversize file", () => {
  it("answers 413 and stores nothing", async () => {
    const backend = await openDemoBackend({ persistence: new MemoryDemoPersistence(), now: new ManualNow().now });
    const { api, keyValue } = apiOver(backend.http);
    const sessions = new UploadDriver(api, keyValue);
    await sessions.signIn(SEED_USERS[0].email, SEED_USERS[0].password);
    const session = await sessions.createSession();
    const error = await expectFailure(
      api.send({
        method: "POST",
        path: `sessions/${session.data.id}/relationships/notes/upload`,
        files: [{ field: "file", name: "lecture.mp4", data: new ClaimsThreeGiB([Uint8Array.of(1)]) }],
      }),
    );
    expect(error).toMatchObject({ status: 413, title: ATTACHMENT_TEXTS.tooBig });
    expect((await new HighlightsDriver(api).listNotes(session.data.id)).data).toEqual([]);
  });
});
