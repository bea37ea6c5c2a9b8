// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NoteEditor } from "../../../ui/src/editor/NoteEditor";

afterEach(cleanup);

const note = {
  html: "<h2>Cells</h2><p>Mitosis <strong>splits</strong> a cell.</p>",
  text: "Cells\nMitosis splits a cell.",
};

describe("NoteEditor (the lazy boundary; the mounted editor's behaviour is covered in the browser)", () => {
  it("shows the label and a skeleton, then one labelled, described editor under StrictMode", async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <p id="extra">Saved with the recording.</p>
        <NoteEditor label="Notes" initialContent={note} documentKey="n1" onChange={onChange} />
      </StrictMode>,
    );
    expect(screen.getByText("Notes")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Editor is loading...");
    const editor = await screen.findByRole("textbox", { name: "Notes" });
    // StrictMode mounted twice: one editor is left.
    expect(document.querySelectorAll(".ql-editor")).toHaveLength(1);
    expect(document.querySelectorAll(".ql-container")).toHaveLength(1);
    expect(editor.getAttribute("aria-multiline")).toBe("true");
    expect(editor.getAttribute("contenteditable")).toBe("true");
    const hint = document.getElementById(editor.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Press Alt+F10 for formatting.");
    expect(editor.querySelector("h2")?.textContent).toBe("Cells");
    // Nothing edited: nothing sent, not even when it goes away.
    unmount();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("flushes an edit on unmount, and opens another note on a new documentKey", async () => {
    const onChange = vi.fn();
    const { rerender, unmount } = render(
      <NoteEditor label="Notes" initialContent={note} documentKey="n1" onChange={onChange} />,
    );
    const editor = await screen.findByRole("textbox", { name: "Notes" });
    // Quill watches its DOM (MutationObserver): a text change counts as the user's edit.
    await act(async () => {
      const strong = editor.querySelector("strong");
      if (strong?.firstChild) (strong.firstChild as Text).data = "divides";
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    rerender(
      <NoteEditor
        label="Notes"
        initialContent={{ html: "<p>Second note</p>", text: "Second note" }}
        documentKey="n2"
        onChange={onChange}
      />,
    );
    // The first note's edit went out when its editor unmounted, before the debounce.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toEqual({
      html: "<h2>Cells</h2><p>Mitosis <strong>divides</strong> a cell.</p>",
      text: "Cells\nMitosis divides a cell.",
    });
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Notes" }).textContent).toBe("Second note"));
    unmount();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("read-only and loading editors cannot be edited", async () => {
    const { rerender } = render(
      <NoteEditor label="Notes" initialContent={note} documentKey="n1" readOnly onChange={() => undefined} />,
    );
    const editor = await screen.findByRole("textbox", { name: "Notes" });
    expect(editor.getAttribute("contenteditable")).toBe("false");
    expect(editor.getAttribute("aria-readonly")).toBe("true");
    rerender(<NoteEditor label="Notes" initialContent={note} documentKey="n1" loading onChange={() => undefined} />);
    expect(editor.getAttribute("contenteditable")).toBe("false");
    expect(editor.getAttribute("aria-busy")).toBe("true");
    rerender(<NoteEditor label="Notes" initialContent={note} documentKey="n1" onChange={() => undefined} />);
    expect(editor.getAttribute("contenteditable")).toBe("true");
  });
});
