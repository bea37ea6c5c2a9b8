// @vitest-environment jsdom
import { AppLifecycle, type AppLifecycleState } from "@lectern/core/app/application/AppLifecycle";
import { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import type { Note } from "@lectern/core/notes/application/noteReplies";
import type { NoteEditOutcome, NoteRemoveOutcome } from "@lectern/core/notes/application/RecordNoteEditing";
import { RecordNotesEditor } from "@lectern/core/notes/application/RecordNotesEditor";
import { RecordNotesEditorFactory } from "@lectern/core/notes/application/RecordNotesEditorFactory";
import { type NoteContent, plainTextAsNoteHtml } from "@lectern/core/notes/domain/noteHtmlRules";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Container } from "inversify";
import { BehaviorSubject } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { RecordNotes, type RecordNotesProps } from "../../../ui/src/features/records/record/RecordNotes";
import { RECORD_NOTES_TEXTS as TEXTS } from "../../../ui/src/features/records/record/recordNotesTexts";
import { VirtualClock } from "../../support/VirtualClock";
import { loadNoteHtml } from "../../../ui/src/kit/noteHtml/NoteHtml";
import { installCssEscape } from "../kit/jsdomCss";

// Quill in jsdom is tested by tests/ui/editor; here the page's wiring, over the editor's contract.
vi.mock("../../../ui/src/editor/NoteEditor", async () => ({
  NoteEditor: (await import("./NoteEditorDouble")).NoteEditorDouble,
}));

installCssEscape();
afterEach(cleanup);

const content = (text: string): NoteContent => ({ html: plainTextAsNoteHtml(text), text });

const NOTES: readonly Note[] = [
  { id: "1", ...content("Osmosis moves water"), poiId: null, file: null },
  { id: "2", ...content("Ask about turgor pressure"), poiId: "5", file: null },
  {
    id: "3",
    ...content("slides.pdf"),
    poiId: null,
    file: { name: "slides.pdf", url: "https://files/slides.pdf" },
  },
];

const FAILED: NoteEditOutcome = { ok: false, reason: "failed", message: "offline" };

/** A RecordNoteEditing double: each command answers what the test queued (ok by default). */
const fakeEditing = () => {
  let next = 100;
  const editing = {
    add: vi.fn(async (_sessionId: string, sent: NoteContent): Promise<NoteEditOutcome> => ({
      ok: true,
      note: { id: String(next++), ...sent, poiId: null, file: null },
    })),
    edit: vi.fn(async (id: string, sent: NoteContent): Promise<NoteEditOutcome> => ({
      ok: true,
      note: { id, ...sent, poiId: null, file: null },
    })),
    remove: vi.fn(async (_id: string): Promise<NoteRemoveOutcome> => ({ ok: true })),
  };
  return editing;
};

/** The app's lifecycle as RecordNotes reads it: only whether the signed-in services are ready. */
const lifecycleIn = (phase: AppLifecycleState["phase"]) => {
  const state: AppLifecycleState = { phase, userId: phase === "ready" ? "7" : null, problem: null };
  return { state, state$: new BehaviorSubject(state) } as unknown as AppLifecycle;
};

const noFiles = { open: async (url: string) => url, readText: async () => "", release: () => undefined };

const show = async (props: Partial<RecordNotesProps> = {}, strict = false) => {
  const editing = fakeEditing();
  const container = new Container();
  const made: RecordNotesEditor[] = [];
  container.bind(RecordNotesEditorFactory).toConstantValue({
    create: (sessionId: string, onChanged: () => void) => {
      const editor = new RecordNotesEditor(editing, sessionId, onChanged);
      made.push(editor);
      return editor;
    },
  });
  container.bind(AppLifecycle).toConstantValue(lifecycleIn("ready"));
  const onChanged = vi.fn();
  const viewer = new AttachmentViewer(new VirtualClock(), noFiles);
  const all: RecordNotesProps = { notes: NOTES, viewer, sessionId: "41", readOnly: false, onChanged, ...props };
  const view = render(
    <ContainerContext.Provider value={container}>
      <RecordNotes {...all} />
    </ContainerContext.Provider>,
    { reactStrictMode: strict },
  );
  // The notes' renderer loads lazily (NoteHtml): the notes show once it has, and the editing service is made.
  await act(() => loadNoteHtml());
  await screen.findByRole("textbox", { name: TEXTS.addLabel });
  const rerender = (next: Partial<RecordNotesProps>) =>
    view.rerender(
      <ContainerContext.Provider value={container}>
        <RecordNotes {...all} {...next} />
      </ContainerContext.Provider>,
    );
  return { editing, onChanged, rerender, view, made };
};

const status = () => screen.getByRole("status");

/** Longer than the field's 500 ms debounce (NoteInput). */
const AFTER_DEBOUNCE = { timeout: 2_000 };

describe("RecordNotes read-only", () => {
  it("shows the notes and files with nothing editable, and needs no editing service", () => {
    const viewer = new AttachmentViewer(new VirtualClock(), noFiles);
    // No container at all: a signed-out viewer has no note commands bound.
    render(<RecordNotes notes={NOTES} viewer={viewer} sessionId="41" readOnly onChanged={() => undefined} />);
    expect(screen.getByText("Osmosis moves water")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open slides.pdf" })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Edit|Delete)/ })).toBeNull();
  });

  it("is read-only unless told otherwise (the call site passes readOnly and sessionId)", () => {
    const viewer = new AttachmentViewer(new VirtualClock(), noFiles);
    render(<RecordNotes notes={[]} viewer={viewer} />);
    expect(screen.getByRole("heading", { name: "No notes for this recording." })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("stays read-only until the signed-in services are ready (a signed-out viewer), whatever it is told", () => {
    const viewer = new AttachmentViewer(new VirtualClock(), noFiles);
    const container = new Container();
    container.bind(AppLifecycle).toConstantValue(lifecycleIn("signedOut"));
    render(
      <ContainerContext.Provider value={container}>
        <RecordNotes notes={NOTES} viewer={viewer} sessionId="41" readOnly={false} />
      </ContainerContext.Provider>,
    );
    expect(screen.getByText("Osmosis moves water")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("RecordNotes for owners and editors", () => {
  it("creates a note 500 ms after typing stops, announces 'Note saved', and moves it to the list once the field is left", async () => {
    const { editing, onChanged } = await show();
    const field = screen.getByRole("textbox", { name: TEXTS.addLabel }) as HTMLTextAreaElement;
    // Autosave: no Save step.
    expect(screen.queryByRole("button", { name: /^Save/ })).toBeNull();
    fireEvent.change(field, { target: { value: "Water potential" } });
    fireEvent.change(field, { target: { value: "Water potential is negative" } });
    expect(editing.add).not.toHaveBeenCalled();
    await waitFor(() => expect(status().textContent).toBe(TEXTS.saved), AFTER_DEBOUNCE);
    expect(editing.add).toHaveBeenCalledTimes(1);
    expect(editing.add).toHaveBeenCalledWith("41", {
      html: "<p>Water potential is negative</p>",
      text: "Water potential is negative",
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
    // A pause is not the end of the note: the field keeps writing it until the student leaves it.
    expect(field.value).toBe("Water potential is negative");
    fireEvent.blur(field);
    const emptied = (await screen.findByRole("textbox", { name: TEXTS.addLabel })) as HTMLTextAreaElement;
    await waitFor(() => expect(emptied.value).toBe(""));
    // In the list at once, before the page's reload brings it.
    expect(within(screen.getByRole("list", { name: "Notes" })).getByText("Water potential is negative")).toBeTruthy();
  });

  it("sends what waits at once when the field loses focus", async () => {
    const { editing } = await show();
    const field = screen.getByRole("textbox", { name: TEXTS.addLabel });
    fireEvent.change(field, { target: { value: "Leaving now" } });
    fireEvent.blur(field);
    expect(editing.add).toHaveBeenCalledWith("41", content("Leaving now"));
    await waitFor(() => expect(status().textContent).toBe(TEXTS.saved));
  });

  it("keeps the draft and says 'Not saved — try again' quietly when the save fails; typing on saves it", async () => {
    const { editing, onChanged } = await show();
    editing.add.mockResolvedValueOnce(FAILED);
    const field = screen.getByRole("textbox", { name: TEXTS.addLabel }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: "Do not lose me" } });
    await waitFor(() => expect(screen.getAllByText(TEXTS.notSaved).length).toBeGreaterThan(0), AFTER_DEBOUNCE);
    expect(field.value).toBe("Do not lose me");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: "Do not lose me!" } });
    await waitFor(() => expect(status().textContent).toBe(TEXTS.saved), AFTER_DEBOUNCE);
    expect(editing.add).toHaveBeenLastCalledWith("41", content("Do not lose me!"));
    fireEvent.blur(field);
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: TEXTS.addLabel }) as HTMLTextAreaElement).value).toBe(""),
    );
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("edits a note inline and saves it as it is typed; Done returns focus to its Edit button", async () => {
    const { editing, onChanged } = await show();
    fireEvent.click(screen.getByRole("button", { name: "Edit note “Osmosis moves water”" }));
    const field = screen.getByRole("textbox", { name: TEXTS.editField("Osmosis moves water") });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: "Osmosis moves water across a membrane" } });
    await waitFor(() => expect(status().textContent).toBe(TEXTS.saved), AFTER_DEBOUNCE);
    expect(editing.edit).toHaveBeenCalledWith("1", content("Osmosis moves water across a membrane"));
    expect(onChanged).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: TEXTS.done }));
    expect(screen.getByText("Osmosis moves water across a membrane")).toBeTruthy();
    const again = screen.getByRole("button", { name: "Edit note “Osmosis moves water across a membrane”" });
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it("closes an edit with Escape or Done, sending nothing when nothing changed, and what waits when it did", async () => {
    const { editing } = await show();
    fireEvent.click(screen.getByRole("button", { name: "Edit note “Ask about turgor pressure”" }));
    fireEvent.keyDown(screen.getByRole("textbox", { name: TEXTS.editField("Ask about turgor pressure") }), {
      key: "Escape",
    });
    expect(screen.queryByRole("textbox", { name: TEXTS.editField("Ask about turgor pressure") })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Edit note “Ask about turgor pressure”" }));
    fireEvent.click(screen.getByRole("button", { name: TEXTS.done }));
    expect(screen.queryByRole("textbox", { name: TEXTS.editField("Ask about turgor pressure") })).toBeNull();
    expect(editing.edit).not.toHaveBeenCalled();

    // Typed and closed before the debounce: nothing is lost.
    fireEvent.click(screen.getByRole("button", { name: "Edit note “Ask about turgor pressure”" }));
    const field = screen.getByRole("textbox", { name: TEXTS.editField("Ask about turgor pressure") });
    fireEvent.change(field, { target: { value: "Ask about turgor pressure in plants" } });
    fireEvent.keyDown(field, { key: "Escape" });
    expect(editing.edit).toHaveBeenCalledWith("2", content("Ask about turgor pressure in plants"));
    await waitFor(() => expect(screen.getByText("Ask about turgor pressure in plants")).toBeTruthy());
  });

  it("keeps the edited text open with 'Not saved — try again' when the edit fails", async () => {
    const { editing, onChanged } = await show();
    editing.edit.mockResolvedValueOnce(FAILED);
    fireEvent.click(screen.getByRole("button", { name: "Edit note “Osmosis moves water”" }));
    const field = screen.getByRole("textbox", { name: TEXTS.editField("Osmosis moves water") }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: "Half a thought" } });
    await waitFor(() => expect(screen.getAllByText(TEXTS.notSaved).length).toBeGreaterThan(0), AFTER_DEBOUNCE);
    expect(field.value).toBe("Half a thought");
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("deletes a text note after confirming, announcing 'Note deleted'; Cancel keeps it", async () => {
    const { editing, onChanged } = await show();
    fireEvent.click(screen.getByRole("button", { name: "Delete note “Osmosis moves water”" }));
    const dialog = await screen.findByRole("alertdialog", { name: TEXTS.confirmTitle });
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(editing.remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Delete note “Osmosis moves water”" }));
    const again = await screen.findByRole("alertdialog");
    fireEvent.click(within(again).getByRole("button", { name: TEXTS.confirm }));
    await waitFor(() => expect(status().textContent).toBe(TEXTS.deleted));
    expect(editing.remove).toHaveBeenCalledWith("1");
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Osmosis moves water")).toBeNull();
    // The deleted note's buttons are gone: focus goes to the add field, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: TEXTS.addLabel })));
  });

  it("offers only Delete on a file note", async () => {
    const { editing } = await show();
    expect(screen.queryByRole("button", { name: /^Edit note “slides\.pdf”/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: TEXTS.deleteFileName("slides.pdf") }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.confirm }));
    await waitFor(() => expect(editing.remove).toHaveBeenCalledWith("3"));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Open slides.pdf" })).toBeNull());
  });

  it("says the note was not removed when the delete fails, and keeps it", async () => {
    const { editing, onChanged } = await show();
    editing.remove.mockResolvedValueOnce({ ok: false, message: "offline" });
    fireEvent.click(screen.getByRole("button", { name: "Delete note “Osmosis moves water”" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: TEXTS.confirm }));
    await waitFor(() => expect(status().textContent).toBe(TEXTS.notRemoved));
    expect(screen.getByText("Osmosis moves water")).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("shows the reloaded notes once they arrive, in place of its own changes", async () => {
    const { rerender } = await show();
    const field = screen.getByRole("textbox", { name: TEXTS.addLabel });
    fireEvent.change(field, { target: { value: "Fresh" } });
    fireEvent.blur(field);
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Notes" })).getByText("Fresh")).toBeTruthy());
    const reloaded: Note[] = [{ id: "100", ...content("Fresh (as the server keeps it)"), poiId: null, file: null }];
    await act(async () => rerender({ notes: reloaded }));
    expect(screen.queryByText("Fresh")).toBeNull();
    expect(screen.getByText("Fresh (as the server keeps it)")).toBeTruthy();
    expect(screen.queryByText("Osmosis moves water")).toBeNull();
  });

  it("makes one editor per record and disposes it when it goes; a save on its way still reports the change", async () => {
    const { view, made, onChanged } = await show();
    expect(made).toHaveLength(1);
    const field = screen.getByRole("textbox", { name: TEXTS.addLabel });
    fireEvent.change(field, { target: { value: "Typed just before leaving" } });
    view.unmount();
    await made[0]?.flush();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("under StrictMode's second mount, the editor in use is a fresh one and saves", async () => {
    const { made, editing } = await show({}, true);
    expect(made.length).toBeGreaterThanOrEqual(2);
    const field = screen.getByRole("textbox", { name: TEXTS.addLabel });
    fireEvent.change(field, { target: { value: "Strict" } });
    fireEvent.blur(field);
    expect(editing.add).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText("Strict")).toBeTruthy());
  });

  it("with no notes yet: the add field and the empty state", async () => {
    await show({ notes: [] });
    expect(screen.getByRole("textbox", { name: TEXTS.addLabel })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "No notes for this recording." })).toBeTruthy();
  });
});
