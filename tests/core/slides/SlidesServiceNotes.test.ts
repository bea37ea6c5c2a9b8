import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import { SlidesService } from "@lectern/core/slides/application/SlidesService";
import type { ListedSlideSet } from "@lectern/core/slides/application/slidesReplies";
import { type SlideNote, blankSlideNote, visibleSlideNotes } from "@lectern/core/slides/domain/slidePages";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type FakeCall,
  FakeSlideFiles,
  FakeSlidesCalls,
  FakeUpload,
  pickedFile,
  settle,
  slideNote,
  slideSet,
} from "./slidesFakes";

const RECORD = "41";

const content = (text: string): NoteContent => ({ html: text === "" ? "" : `<p>${text}</p>`, text });

const opened = async (set: ListedSlideSet | null, isOwner = true) => {
  const calls = new FakeSlidesCalls();
  const service = new SlidesService(calls, new FakeUpload(), new FakeSlideFiles([new Uint8Array([1])]), RECORD, {
    isOwner,
  });
  service.open();
  calls.next("list").deferred.resolve(set);
  await settle();
  return { service, calls };
};

/** The server's answer to a note call: the note as written, with its id. */
const answer = (call: FakeCall, id = "n-server"): SlideNote => {
  const [, slideId, ...rest] = call.args as [string, string, ...unknown[]];
  if (call.name === "createNote") {
    const write = rest[0] as { pageNumber: number; note: string; ocr?: string };
    return slideNote(write.pageNumber, "", { id, slideId, note: write.note, ocr: write.ocr ?? null });
  }
  const [noteId, write] = rest as [string, { note: string }];
  return slideNote(0, "", { id: noteId, slideId, note: write.note });
};

const noteCalls = (calls: FakeSlidesCalls) =>
  calls.made.filter((call) => call.name === "createNote" || call.name === "updateNote");

describe("SlidesService: selecting a page", () => {
  it("the owner's first select of a page with no note creates it once, with the page's text as ocr", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }));
    service.selectPage(2, "Plant cells");
    expect(service.state.slide).toEqual(blankSlideNote("s1", 2));
    expect(calls.next("createNote").args).toEqual([RECORD, "s1", { pageNumber: 2, note: "", ocr: "Plant cells" }]);
    service.selectPage(1);
    expect(service.state.slide).toEqual(slideNote(1, "One"));
    service.selectPage(2, "Plant cells");
    expect(noteCalls(calls)).toHaveLength(1);

    const create = calls.next("createNote");
    create.deferred.resolve(answer(create, "n2"));
    await settle();
    expect(service.state.slides.find((slide) => slide.pageNumber === 2)?.id).toBe("n2");
    expect(service.state.slide).toMatchObject({ id: "n2", pageNumber: 2 });
    service.selectPage(2);
    service.selectPage(1);
    expect(noteCalls(calls)).toHaveLength(1);
  });

  it("what is typed while the blank note is created wins, and is sent as its update after", async () => {
    const { service, calls } = await opened(slideSet());
    service.selectPage(3, "Mitosis");
    service.writeNote(3, content("Prophase"));
    expect(service.state.slide).toMatchObject({ pageNumber: 3, note: "<p>Prophase</p>", text: "Prophase" });
    expect(noteCalls(calls)).toHaveLength(1);

    const create = calls.next("createNote");
    create.deferred.resolve(answer(create, "n3"));
    await settle();
    expect(service.state.slide).toMatchObject({ id: "n3", note: "<p>Prophase</p>", text: "Prophase", ocr: "Mitosis" });
    // ocr goes with the creation only.
    expect(calls.next("updateNote").args).toEqual([RECORD, "s1", "n3", { note: "<p>Prophase</p>" }]);
  });

  it("a viewer's select creates nothing", async () => {
    const { service, calls } = await opened(slideSet(), false);
    service.selectPage(2, "text");
    expect(service.state.slide).toEqual(blankSlideNote("s1", 2));
    expect(calls.names()).toEqual(["list"]);
  });

  it("with no slide set nothing is selected", async () => {
    const { service, calls } = await opened(null);
    service.selectPage(1, "text");
    expect(service.state.slide).toBeNull();
    expect(calls.names()).toEqual(["list"]);
  });

  it("a failed creation is not shown; the next write creates the note, with the page's ocr", async () => {
    const { service, calls } = await opened(slideSet());
    service.selectPage(2, "Plant cells");
    calls.next("createNote").deferred.reject(new Error("500"));
    await settle();
    expect(service.state.notice).toBeNull();
    service.writeNote(2, content("Cell wall"));
    expect(calls.next("createNote").args).toEqual([
      RECORD,
      "s1",
      { pageNumber: 2, note: "<p>Cell wall</p>", ocr: "Plant cells" },
    ]);
  });
});

describe("SlidesService: writing a page's note", () => {
  it("shows the content at once in the notes list and updates the page's note", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One"), slideNote(2, "Two")] }));
    service.writeNote(2, content("Two, revised"));
    expect(visibleSlideNotes(service.state.slides, service.state.slide).map((slide) => slide.text)).toEqual([
      "Two, revised",
      "One",
    ]);
    expect(calls.next("updateNote").args).toEqual([RECORD, "s1", "n2", { note: "<p>Two, revised</p>" }]);
  });

  it("one call at a time per note, the newest content last; other pages are not held up", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One"), slideNote(2, "Two")] }));
    service.writeNote(1, content("a"));
    service.writeNote(1, content("ab"));
    service.writeNote(1, content("abc"));
    service.writeNote(2, content("x"));
    expect(noteCalls(calls).map((call) => call.args[2])).toEqual(["n1", "n2"]);
    const first = calls.next("updateNote");
    first.deferred.resolve(answer(first));
    await settle();
    // 'ab' was never sent: only the newest waiting content goes.
    expect(noteCalls(calls).map((call) => (call.args[3] as { note: string }).note)).toEqual([
      "<p>a</p>",
      "<p>x</p>",
      "<p>abc</p>",
    ]);
  });

  it("a failed write is not shown, keeps the typed note, and is sent again with the next write", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }));
    service.writeNote(1, content("One more"));
    calls.next("updateNote").deferred.reject(new Error("offline"));
    await settle();
    expect(service.state.notice).toBeNull();
    expect(service.state.slide).toMatchObject({ note: "<p>One more</p>", text: "One more" });
    service.writeNote(1, content("One more time"));
    expect((calls.next("updateNote").args[3] as { note: string }).note).toBe("<p>One more time</p>");
  });

  it("an emptied note is written empty, and its next content goes to the same page", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }));
    service.writeNote(1, content(""));
    const emptied = calls.next("updateNote");
    expect(emptied.args).toEqual([RECORD, "s1", "n1", { note: "" }]);
    emptied.deferred.resolve(answer(emptied));
    await settle();
    expect(service.state.slide).toMatchObject({ id: "n1", note: "", text: "" });
    service.writeNote(1, content("Again"));
    expect(calls.next("createNote").args[2]).toMatchObject({ pageNumber: 1, note: "<p>Again</p>" });
  });

  it("a viewer never writes", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }), false);
    service.writeNote(1, content("mine"));
    service.selectPage(4, "text");
    await service.choose([pickedFile("a.pdf", "application/pdf")]);
    service.askRemove();
    await service.confirmRemove();
    expect(calls.names()).toEqual(["list"]);
    // Page 4 shows blank (a local page only); page 1's note is as loaded.
    expect(service.state.slides).toEqual([slideNote(1, "One"), blankSlideNote("s1", 4)]);
  });

  it("a reply landing after another set is shown changes nothing shown", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }));
    service.writeNote(1, content("Late"));
    service.open();
    calls.next("list").deferred.resolve(slideSet({ id: "s2", slideNotes: [] }));
    await settle();
    const update = calls.next("updateNote");
    update.deferred.resolve(answer(update));
    await settle();
    expect(service.state.id).toBe("s2");
    expect(service.state.slides).toEqual([]);
  });

  it("a reload keeps a note still on its way over the loaded one", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }));
    service.writeNote(1, content("Typed"));
    service.open();
    calls.next("list").deferred.resolve(slideSet({ slideNotes: [slideNote(1, "One"), slideNote(2, "Two")] }));
    await settle();
    expect(service.state.slides.map((slide) => slide.text)).toEqual(["Typed", "Two"]);
  });

  it("after dispose nothing is set, but the newest content still goes out once the call on its way ends", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }));
    service.writeNote(1, content("a"));
    service.writeNote(1, content("ab"));
    const shown = service.state;
    service.dispose();
    const first = calls.next("updateNote");
    first.deferred.resolve(answer(first));
    await settle();
    expect(service.state).toBe(shown);
    expect((calls.next("updateNote").args[3] as { note: string }).note).toBe("<p>ab</p>");
    service.writeNote(1, content("abc"));
    expect(noteCalls(calls)).toHaveLength(2);
  });
});

type Step = { kind: "write"; text: string } | { kind: "succeed" } | { kind: "fail" };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("write" as const), text: fc.constantFrom("", "a", "b", "c", "abc") }),
  fc.constant({ kind: "succeed" as const }),
  fc.constant({ kind: "fail" as const }),
);

describe("SlidesService: note writes, any order of writes and answers (property)", () => {
  it("never two calls at once for one note, and once all is answered the server holds the last content written", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArbitrary, { maxLength: 25 }),
        fc.constantFrom("", "a", "b", "c", "abc", "final"),
        fc.boolean(),
        async (steps, last, hasNote) => {
          const { service, calls } = await opened(slideSet({ slideNotes: hasNote ? [slideNote(1, "x")] : [] }));
          let held = hasNote ? "<p>x</p>" : "";
          const oneAtATime = () =>
            expect(noteCalls(calls).filter((call) => !call.deferred.settled).length).toBeLessThanOrEqual(1);
          const answerOldest = async (ok: boolean) => {
            const waiting = noteCalls(calls).find((call) => !call.deferred.settled);
            if (!waiting) return;
            if (ok) {
              const note = answer(waiting, "n1");
              held = note.note;
              waiting.deferred.resolve(note);
            } else waiting.deferred.reject(new Error("500"));
            await settle();
          };
          for (const step of steps) {
            if (step.kind === "write") service.writeNote(1, content(step.text));
            else await answerOldest(step.kind === "succeed");
            oneAtATime();
          }
          service.writeNote(1, content(last));
          oneAtATime();
          while (noteCalls(calls).some((call) => !call.deferred.settled)) {
            await answerOldest(true);
            oneAtATime();
          }
          expect(held).toBe(content(last).html);
          expect(service.state.slide).toMatchObject({ pageNumber: 1, note: content(last).html, text: last });
        },
      ),
      { numRuns: 200 },
    );
  });
});
