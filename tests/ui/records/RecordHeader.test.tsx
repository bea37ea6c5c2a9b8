// @vitest-environment jsdom
import { SessionDocumentReply } from "@lectern/core/records/record/recordReplies";
import { toRecordDetail } from "@lectern/core/records/record/toRecordDetail";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import * as Schema from "effect/Schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecordHeader, type RecordHeaderProps } from "../../../ui/src/features/records/record/RecordHeader";
import { sessionDocument } from "../../core/records/record/recordDocuments";
import { installCssEscape } from "../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

const record = toRecordDetail(Schema.decodeUnknownSync(SessionDocumentReply)(sessionDocument()));

const setup = (props: Partial<RecordHeaderProps> = {}) =>
  render(
    <RecordHeader
      record={record}
      tagOptions={[]}
      onRename={vi.fn(async () => undefined)}
      onFavourite={vi.fn()}
      onAttachTag={vi.fn(async () => true)}
      onDetachTag={vi.fn(async () => true)}
      onDownload={vi.fn()}
      downloading={false}
      onDelete={vi.fn()}
      {...props}
    />,
  );

describe("RecordHeader", () => {
  it("lets the owner rename, favourite, download, delete and edit tags", () => {
    setup();
    const heading = screen.getByRole("heading", { level: 1 });
    expect(within(heading).getByRole("button", { name: /Cell biology/ })).toBeTruthy();
    for (const name of ["Favourite", "Download", "Delete"]) expect(screen.getByRole("button", { name })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Add a tag" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove tag biology" })).toBeTruthy();
    expect(screen.queryByText(/Shared by/)).toBeNull();
  });

  it("read-only: a plain name, the tags as chips, no delete; Download only when downloadable", () => {
    setup({ readOnly: true, downloadable: false, canFavourite: false, sharedBy: "Ada Lovelace" });
    const heading = screen.getByRole("heading", { level: 1, name: "Cell biology" });
    expect(within(heading).queryByRole("button")).toBeNull();
    expect(screen.getByText("biology")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove tag biology" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Add a tag" })).toBeNull();
    for (const name of ["Favourite", "Download", "Delete"]) expect(screen.queryByRole("button", { name })).toBeNull();
    expect(screen.getByText("Shared by Ada Lovelace")).toBeTruthy();
  });

  it("offers Download to a downloadable viewer, the star to a signed-in one, and names a shared highlight", () => {
    setup({ readOnly: true, downloadable: true, canFavourite: true, sharedBy: "Ada", highlightOfLecture: true });
    expect(screen.getByRole("button", { name: "Download" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Favourite" })).toBeTruthy();
    expect(screen.getByText("A highlight of a lecture")).toBeTruthy();
  });

  it("after a rename (or Escape) focus is on the name button in the commit that closes the editor, with no frame", async () => {
    // Frames never run: focus must not depend on one (the re-render can come after it on a slow machine).
    vi.stubGlobal(
      "requestAnimationFrame",
      vi.fn(() => 0),
    );
    try {
      let saved = () => {};
      const onRename = vi.fn((_name: string) => new Promise<void>((resolve) => (saved = resolve)));
      const { rerender } = setup({ onRename });
      fireEvent.click(screen.getByRole("button", { name: /Cell biology/ }));
      const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Recording name" });
      expect(document.activeElement).toBe(input);
      fireEvent.change(input, { target: { value: "Membranes" } });
      fireEvent.submit(input.form as HTMLFormElement);
      expect(onRename).toHaveBeenCalledWith("Membranes");
      // The page shows the new name (its "changed" step) before the save's promise settles.
      rerender(
        <RecordHeader
          record={{ ...record, name: "Membranes" }}
          tagOptions={[]}
          onRename={onRename}
          onFavourite={vi.fn()}
          onAttachTag={vi.fn(async () => true)}
          onDetachTag={vi.fn(async () => true)}
          onDownload={vi.fn()}
          downloading={false}
          onDelete={vi.fn()}
        />,
      );
      await act(async () => saved());
      expect(screen.queryByRole("textbox")).toBeNull();
      const button = screen.getByRole("button", { name: /Membranes/ });
      expect(document.activeElement).toBe(button);

      fireEvent.click(button);
      act(() => {
        fireEvent.keyDown(screen.getByRole("textbox", { name: "Recording name" }), { key: "Escape" });
      });
      expect(document.activeElement).toBe(screen.getByRole("button", { name: /Membranes/ }));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
