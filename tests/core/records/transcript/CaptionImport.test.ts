import { ApiError } from "@lectern/core/kernel/ApiError";
import { CaptionImport } from "@lectern/core/records/transcript/CaptionImport";
import { CAPTION_IMPORT_TEXTS } from "@lectern/core/records/transcript/captionImportTexts";
import { describe, expect, it } from "vitest";

const SRT = "1\n00:00:01,000 --> 00:00:02,000\nHello.\n\n2\n00:00:02,000 --> 00:00:03,000\nWorld.\n";

const setUp = (answer: () => Promise<unknown> = async () => ({ status: 201, headers: {}, body: null })) => {
  const sent: unknown[] = [];
  let reloads = 0;
  const importer = new CaptionImport(
    {
      send: async (request) => {
        sent.push(request);
        return (await answer()) as never;
      },
    },
    { reload: () => void (reloads += 1) },
  );
  return { importer, sent, reloads: () => reloads };
};

const file = (name: string, text: string, size = text.length) => ({ name, size, text: async () => text });

describe("CaptionImport (issue 21)", () => {
  it("checks, sends the file's name and text, then has the page read the record again", async () => {
    const { importer, sent, reloads } = setUp();
    const outcome = await importer.importFile("42", file("week 1.srt", SRT));
    expect(outcome).toEqual({ phase: "imported", sessionId: "42", cues: 2 });
    expect(sent).toEqual([
      {
        method: "POST",
        path: "sessions/42/transcript/import",
        body: { data: { type: "transcript_imports", attributes: { file_name: "week 1.srt", text: SRT } } },
      },
    ]);
    expect(reloads()).toBe(1);
  });

  it("refuses a wrong kind, a file too large or one that does not parse without sending anything", async () => {
    const { importer, sent } = setUp();
    expect(await importer.importFile("42", file("notes.pdf", SRT))).toMatchObject({
      phase: "failed",
      message: CAPTION_IMPORT_TEXTS.wrongKind,
    });
    expect(await importer.importFile("42", file("big.vtt", "", 3 * 1024 * 1024))).toMatchObject({
      message: CAPTION_IMPORT_TEXTS.tooLarge(2),
    });
    expect(await importer.importFile("42", file("x.srt", "1\n00:00:01 --> 00:00:02,000\nx\n"))).toMatchObject({
      message: "Line 2: the cue's times must look like 00:01:02,500 --> 00:01:05,000.",
    });
    expect(sent).toEqual([]);
    expect(importer.state).toMatchObject({ phase: "failed", sessionId: "42" });
  });

  it("shows the server's refusal and does not reload", async () => {
    const refusal = new ApiError({ status: 409, title: CAPTION_IMPORT_TEXTS.alreadyHasTranscript, message: "" });
    const { importer, reloads } = setUp(() => Promise.reject(refusal));
    expect(await importer.importFile("42", file("x.srt", SRT))).toEqual({
      phase: "failed",
      sessionId: "42",
      message: CAPTION_IMPORT_TEXTS.alreadyHasTranscript,
    });
    expect(reloads()).toBe(0);
  });

  it("reports only the newest import", async () => {
    let release: () => void = () => undefined;
    const { importer } = setUp(() => new Promise((resolve) => (release = () => resolve({ status: 201 }))));
    const first = importer.importFile("42", file("a.srt", SRT));
    await Promise.resolve();
    await Promise.resolve();
    importer.reset();
    release();
    expect(await first).toEqual({ phase: "idle" });
    expect(importer.state).toEqual({ phase: "idle" });
  });
});
