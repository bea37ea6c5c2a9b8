// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INLINE_TEXT_EDITOR_TEXTS, InlineTextEditor } from "../../../ui/src/kit/InlineTextEditor";

afterEach(cleanup);

const setup = (props: Partial<Parameters<typeof InlineTextEditor>[0]> = {}) => {
  const onSubmit = vi.fn<(value: string) => void | Promise<void>>();
  const onCancel = vi.fn<() => void>();
  render(
    <InlineTextEditor
      label="Highlight name"
      defaultValue="Mitosis"
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    />,
  );
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Highlight name" });
  return { input, onSubmit, onCancel };
};

const paste = (input: HTMLInputElement, text: string) =>
  fireEvent.paste(input, {
    clipboardData: { getData: (type: string) => (type === "text/plain" ? text : "<b>rich</b>") },
  });

describe("InlineTextEditor (spec 3 §2, §5)", () => {
  it("is a labelled textbox, focused with its text selected, with Save and Cancel icon buttons", () => {
    const { input } = setup();
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe("Mitosis".length);
    expect(screen.getByRole("button", { name: "Save" }).querySelector("svg")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Cancel" }).querySelector("svg")).not.toBeNull();
  });

  it("Enter submits the trimmed text", () => {
    const { input, onSubmit } = setup();
    fireEvent.change(input, { target: { value: "  Cell cycle  " } });
    fireEvent.submit(input.form as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith("Cell cycle");
  });

  it("the Save button submits too", () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith("Mitosis");
  });

  it("whitespace only is refused with a message tied to the field", () => {
    const { input, onSubmit } = setup();
    fireEvent.change(input, { target: { value: "    " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe(INLINE_TEXT_EDITOR_TEXTS.empty);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);
    fireEvent.change(input, { target: { value: "A" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("Escape cancels, and only the editor hears it", () => {
    const outer = vi.fn();
    const onCancel = vi.fn();
    render(
      // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={outer}>
        <InlineTextEditor label="Name" defaultValue="x" onSubmit={() => undefined} onCancel={onCancel} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Name" }), { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it("the Cancel button cancels", () => {
    const { onCancel } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("typing is cut at the limit", () => {
    const { input } = setup({ maxLength: 10 });
    expect(input.maxLength).toBe(10);
    fireEvent.change(input, { target: { value: "abcdefghijklmnop" } });
    expect(input.value).toBe("abcdefghij");
  });

  it("pastes plain text on one line, cut to what is left of the limit", () => {
    const { input } = setup({ maxLength: 12, defaultValue: "" });
    paste(input, "line one\r\nline two\nthree");
    expect(input.value).toBe("line one lin");
    fireEvent.change(input, { target: { value: "ab" } });
    input.setSelectionRange(1, 1);
    paste(input, "XY\nZ");
    expect(input.value).toBe("aXY Zb");
  });

  it("a pasted selection is replaced", () => {
    const { input } = setup({ maxLength: 8, defaultValue: "12345678" });
    input.setSelectionRange(2, 6);
    paste(input, "abcdefgh");
    expect(input.value).toBe("12abcd78");
  });

  it("a failing submit keeps the editor open with the failure's message", async () => {
    const { onSubmit } = setup();
    onSubmit.mockReturnValue(Promise.reject(new Error("Name is too long for the server")));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Name is too long for the server"));
    expect(screen.getByRole("textbox")).toBeTruthy();
  });
});
