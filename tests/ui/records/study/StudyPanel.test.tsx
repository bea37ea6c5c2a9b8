// @vitest-environment jsdom
import type { StudyMaterial } from "@lectern/core/records/record/StudyMaterial";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StudyListItem } from "../../../../ui/src/features/records/record/study/StudyItemList";
import { StudyPanel, type StudyPanelProps } from "../../../../ui/src/features/records/record/study/StudyPanel";
import { STUDY_TEXTS } from "../../../../ui/src/features/records/record/study/studyTexts";

afterEach(cleanup);

const READY: StudyMaterial<StudyListItem> = {
  status: "ready",
  error: null,
  items: [
    { key: "a", text: "Water moves by **osmosis** \\( \\psi = 0 \\)", start: 192 },
    { key: "b", text: "No moment for this one.", start: null },
  ],
};

const show = async (props: Partial<StudyPanelProps> & Pick<StudyPanelProps, "material">) => {
  const handlers = {
    onGenerate: vi.fn(async () => ({ ok: true as const })),
    onEmphasisChange: vi.fn(),
    onPlay: vi.fn(),
  };
  await act(async () => {
    render(
      <MemoryRouter>
        <StudyPanel kind="summary" emphasis={false} {...handlers} {...props} />
      </MemoryRouter>,
    );
  });
  return handlers;
};

describe("StudyPanel: the Summary, Key points and Action items tabs", () => {
  it("lists the items as markdown with math, each moment a 'Play from' button that plays it", async () => {
    const { onPlay } = await show({ material: READY });
    const list = await screen.findByRole("list", { name: "Summary" });
    expect(list.querySelector("strong")?.textContent).toBe("osmosis");
    expect(list.querySelector(".katex")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play from 03:12" }));
    expect(onPlay).toHaveBeenCalledWith(192);
    // An item with no moment has no button.
    expect(screen.getAllByRole("button", { name: /^Play from/ })).toHaveLength(1);
  });

  it("has the reading-emphasis switch, a labelled switch that reports its change", async () => {
    const { onEmphasisChange } = await show({ material: READY });
    const toggle = screen.getByRole("switch", { name: STUDY_TEXTS.readingEmphasis });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(toggle);
    expect(onEmphasisChange).toHaveBeenCalledWith(true);
  });

  it("while generating: a skeleton and a polite 'Generating the summary…'", async () => {
    await show({ material: { status: "generating", error: null, items: [] } });
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Generating the summary…");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("failed: says why and offers Try again; a refused retry shows the server's reason", async () => {
    const onGenerate = vi.fn(async () => ({
      ok: false as const,
      title: "Something went wrong",
      message: "This lecture has no transcript to learn from yet.",
    }));
    await show({ material: { status: "failed", error: "The transcript was empty.", items: [] }, onGenerate });
    expect(screen.getByRole("heading", { name: "The summary could not be generated" })).toBeTruthy();
    expect(screen.getByText("The transcript was empty.")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    });
    expect(onGenerate).toHaveBeenCalledOnce();
    expect(screen.getByRole("alert").textContent).toContain("This lecture has no transcript to learn from yet.");
  });

  it("nothing yet: explains and offers Generate; without the plan's flag, an upgrade link instead", async () => {
    const { onGenerate } = await show({ kind: "key-points", material: { status: "none", error: null, items: [] } });
    expect(screen.getByRole("heading", { name: "No key points yet" })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Generate the key points" }));
    });
    expect(onGenerate).toHaveBeenCalledOnce();
    cleanup();

    await show({ kind: "action-items", material: { status: "none", error: null, items: [] }, onGenerate: null });
    expect(screen.queryByRole("button", { name: "Find the action items" })).toBeNull();
    expect(screen.getByRole("link", { name: STUDY_TEXTS.upgrade }).getAttribute("href")).toBe("/billing/product");
    expect(screen.getByText(STUDY_TEXTS.premiumText)).toBeTruthy();
  });

  it("speaks what changes while the tab is open, not what it finds on opening", async () => {
    const panel = (material: StudyMaterial<StudyListItem>) => (
      <MemoryRouter>
        <StudyPanel
          kind="summary"
          material={material}
          onGenerate={null}
          emphasis={false}
          onEmphasisChange={() => undefined}
          onPlay={() => undefined}
        />
      </MemoryRouter>
    );
    let view: ReturnType<typeof render> | undefined;
    await act(async () => {
      view = render(panel(READY));
    });
    expect(screen.getByRole("status").textContent).toBe("");
    await act(async () => {
      view?.rerender(panel({ status: "generating", error: null, items: [] }));
    });
    expect(screen.getByRole("status").textContent).toBe("Generating the summary…");
    await act(async () => {
      view?.rerender(panel(READY));
    });
    expect(screen.getByRole("status").textContent).toBe("The summary is ready.");
  });

  describe("a lecture without a transcript (issue 21)", () => {
    it("material made from the notes carries the label, and its arrival is announced with it", async () => {
      const { rerender } = render(
        <MemoryRouter>
          <StudyPanel
            kind="summary"
            material={{ status: "generating", error: null, items: [] }}
            learnsFrom="notes"
            emphasis={false}
            onGenerate={async () => ({ ok: true })}
            onEmphasisChange={() => undefined}
            onPlay={() => undefined}
          />
        </MemoryRouter>,
      );
      await act(async () => {
        rerender(
          <MemoryRouter>
            <StudyPanel
              kind="summary"
              material={{ ...READY, source: "notes" }}
              learnsFrom="notes"
              emphasis={false}
              onGenerate={async () => ({ ok: true })}
              onEmphasisChange={() => undefined}
              onPlay={() => undefined}
            />
          </MemoryRouter>,
        );
      });
      expect(screen.getByText(STUDY_TEXTS.madeFromNotes)).toBeTruthy();
      expect(screen.getByRole("status").textContent).toBe(
        `${STUDY_TEXTS.kinds.summary.ready} ${STUDY_TEXTS.madeFromNotes}`,
      );
    });

    it("material made from a transcript has no label; before generating, notes say where it will come from", async () => {
      await show({ material: READY, learnsFrom: "transcript" });
      expect(screen.queryByText(STUDY_TEXTS.madeFromNotes)).toBeNull();
      cleanup();
      await show({ material: { status: "none", error: null, items: [] }, learnsFrom: "notes" });
      expect(screen.getByText(STUDY_TEXTS.kinds.summary.emptyTextFromNotes)).toBeTruthy();
      expect(screen.getByRole("button", { name: STUDY_TEXTS.kinds.summary.generate })).toBeTruthy();
    });

    it("with nothing to learn from, no Generate or Try again: why, what to do, and a link to the notes", async () => {
      for (const material of [
        { status: "none", error: null, items: [] },
        { status: "failed", error: "This lecture has no transcript to learn from yet.", items: [] },
      ] as const) {
        await show({ kind: "key-points", material, learnsFrom: null });
        expect(screen.queryByRole("button", { name: STUDY_TEXTS.kinds["key-points"].generate })).toBeNull();
        expect(screen.queryByRole("button", { name: STUDY_TEXTS.tryAgain })).toBeNull();
        expect(screen.getByText(STUDY_TEXTS.kinds["key-points"].unavailableText)).toBeTruthy();
        expect(screen.getByRole("link", { name: STUDY_TEXTS.addNotes }).getAttribute("href")).toBe("/?tab=notes");
        cleanup();
      }
    });
  });
});
