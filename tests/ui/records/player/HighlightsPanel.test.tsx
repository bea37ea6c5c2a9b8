// @vitest-environment jsdom
import type { HighlightClip } from "@lectern/core/records/playback/HighlightClip";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HighlightsPanel } from "../../../../ui/src/features/records/record/player/HighlightsPanel";
import { HIGHLIGHTS_TEXTS } from "../../../../ui/src/features/records/record/player/playerTexts";
import { installCssEscape } from "../../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

const CLIPS: HighlightClip[] = [
  { id: "h1", type: "backtrack", name: "Mitosis phases", start: 70, duration: 10, tags: [{ id: "t1", tag: "exam" }] },
  { id: "h2", type: "poi", name: null, start: 125, duration: 7, tags: [] },
  { id: "h3", type: "stopwatch", name: "", start: 3725, duration: null, tags: [] },
  { id: "h4", type: "auto", name: "Summary", start: 200, duration: 9, tags: [] },
];

const setup = (props: Partial<Parameters<typeof HighlightsPanel>[0]> = {}) => {
  const onPlay = vi.fn<(clip: HighlightClip) => void>();
  const onRename = vi.fn<(clip: HighlightClip, name: string) => void | Promise<void>>();
  const onRemove = vi.fn<(clip: HighlightClip) => void | Promise<void>>();
  render(<HighlightsPanel highlights={CLIPS} onPlay={onPlay} onRename={onRename} onRemove={onRemove} {...props} />);
  return { onPlay, onRename, onRemove };
};

const rows = () =>
  within(screen.getByRole("region", { name: /Highlights/ }))
    .getAllByRole("listitem")
    .filter((li) => li.classList.contains("record-highlight"));

describe("HighlightsPanel", () => {
  it("lists each highlight: type in words, name by the rule, start, duration or 'recording', tags", () => {
    setup();
    const [first, second, third, fourth] = rows();
    expect(first?.textContent).toContain("Backtrack");
    expect(first?.textContent).toContain("Mitosis phases");
    expect(first?.textContent).toContain("01:10");
    expect(first?.textContent).toContain("00:10");
    expect(within(first as HTMLElement).getByRole("list", { name: HIGHLIGHTS_TEXTS.tags }).textContent).toBe("exam");
    expect(second?.textContent).toContain("Flag");
    expect(second?.textContent).toContain("02:05 - highlighting");
    expect(third?.textContent).toContain("Stopwatch");
    expect(third?.textContent).toContain("01:02:05 - highlighting");
    expect(third?.textContent).toContain("recording");
    expect(fourth?.textContent).toContain("Auto");
  });

  it("Play highlight hands the clip to the page; the playing one is marked", () => {
    const { onPlay } = setup({ playingId: "h2" });
    fireEvent.click(screen.getByRole("button", { name: "Play highlight 02:05 - highlighting" }));
    expect(onPlay).toHaveBeenCalledWith(CLIPS[1]);
    expect(rows()[1]?.getAttribute("aria-current")).toBe("true");
    expect(rows()[0]?.getAttribute("aria-current")).toBeNull();
  });

  it("rename with the inline editor: Enter submits the trimmed name and the editor closes", async () => {
    const { onRename } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Rename Mitosis phases" }));
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: HIGHLIGHTS_TEXTS.nameLabel });
    expect(input.value).toBe("Mitosis phases");
    fireEvent.change(input, { target: { value: "  Prophase  " } });
    fireEvent.submit(input.form as HTMLFormElement);
    expect(onRename).toHaveBeenCalledWith(CLIPS[0], "Prophase");
    expect(screen.queryByRole("textbox")).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Rename Mitosis phases"));
  });

  it("focus is back on the Rename button in the commit that closes the editor, with no frame or timer", async () => {
    // Frames never run: focus must not depend on one (the re-render can come after it on a slow machine).
    vi.stubGlobal(
      "requestAnimationFrame",
      vi.fn(() => 0),
    );
    try {
      let saved = () => {};
      const { onRename } = setup();
      onRename.mockImplementation(() => new Promise<void>((resolve) => (saved = resolve)));
      fireEvent.click(screen.getByRole("button", { name: "Rename Mitosis phases" }));
      const input = screen.getByRole<HTMLInputElement>("textbox", { name: HIGHLIGHTS_TEXTS.nameLabel });
      fireEvent.change(input, { target: { value: "Prophase" } });
      fireEvent.submit(input.form as HTMLFormElement);
      expect(screen.getByRole("textbox")).toBeTruthy();
      await act(async () => saved());
      expect(screen.queryByRole("textbox")).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rename Mitosis phases" }));

      // Escape also returns focus to the row's Rename button.
      fireEvent.click(screen.getByRole("button", { name: "Rename Summary" }));
      act(() => {
        fireEvent.keyDown(screen.getByRole("textbox"), { key: "Escape" });
      });
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rename Summary" }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("an unnamed highlight is edited from empty; Escape leaves it as it was", () => {
    const { onRename } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Rename 02:05 - highlighting" }));
    const input = screen.getByRole<HTMLInputElement>("textbox");
    expect(input.value).toBe("");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("remove asks first; only 'Yes, remove' removes", async () => {
    const { onRemove } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Remove Summary" }));
    const dialog = await screen.findByRole("alertdialog", { name: HIGHLIGHTS_TEXTS.confirmTitle });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Remove Summary" }));
    const again = await screen.findByRole("alertdialog");
    fireEvent.click(within(again).getByRole("button", { name: HIGHLIGHTS_TEXTS.confirmButton }));
    expect(onRemove).toHaveBeenCalledWith(CLIPS[3]);
  });

  it("read-only: play only", () => {
    setup({ readOnly: true });
    expect(screen.queryByRole("button", { name: /^Rename/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Play highlight/ })).toHaveLength(4);
  });

  it("a designed empty state without highlights", () => {
    setup({ highlights: [] });
    expect(screen.getByRole("heading", { name: HIGHLIGHTS_TEXTS.empty })).toBeTruthy();
  });

  it("puts the page's row actions (the owner's Share highlight) after each row's own", () => {
    setup({ rowActions: (clip) => <button type="button">{`Share ${clip.id}`}</button> });
    const [first] = rows();
    expect(within(first as HTMLElement).getByRole("button", { name: "Share h1" })).toBeTruthy();
  });
});
