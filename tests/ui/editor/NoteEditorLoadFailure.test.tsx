// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const chunk = vi.hoisted(() => ({ fails: true }));

// The editor chunk cannot be fetched the first time (offline, a deploy replaced it), then it can.
vi.mock("../../../ui/src/editor/quill/QuillNoteEditor", async (importOriginal) => {
  if (chunk.fails) throw new Error("Failed to fetch dynamically imported module");
  return importOriginal();
});

afterEach(cleanup);

describe("NoteEditor when its chunk does not load", () => {
  it("says so with Try again, and Try again loads the editor", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { NoteEditor } = await import("../../../ui/src/editor/NoteEditor");
    render(
      <NoteEditor
        label="Notes"
        initialContent={{ html: "<p>x</p>", text: "x" }}
        documentKey="n1"
        onChange={() => undefined}
      />,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Editor has not loaded.");
    // The label stays: the user still knows what is missing.
    expect(screen.getByText("Notes")).toBeTruthy();
    chunk.fails = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Notes" })).toBeTruthy();
  });
});
