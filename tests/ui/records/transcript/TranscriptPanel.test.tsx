// @vitest-environment jsdom
// The panel's logic that needs no layout (states, search, export). The virtual rows render nothing
// in jsdom (MACHINE.md): following, seeking and highlighting are proved in Chromium (tests/e2e).
import { flattenTranscript } from "@lectern/core/records/transcript/flattenTranscript";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MarkedText } from "../../../../ui/src/features/records/record/transcript/MarkedText";
import { TranscriptPanel } from "../../../../ui/src/features/records/record/transcript/TranscriptPanel";
import { TRANSCRIPT_TEXTS } from "../../../../ui/src/features/records/record/transcript/transcriptTexts";
import { installCssEscape } from "../../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

const transcript = flattenTranscript(
  [
    { id: "host", name: "Ada" },
    { id: "guest", name: "Bo" },
  ],
  [
    {
      speakerId: "host",
      sentences: [
        { start: 1, end: 3, text: "The École is open." },
        { start: 4, end: 6, text: "Every ecole, every school." },
      ],
    },
    { speakerId: "guest", sentences: [{ start: 7.25, end: 9, text: "Cells divide." }] },
  ],
);

const renderPanel = (save = vi.fn()) => {
  render(
    <TranscriptPanel
      state={{ kind: "ready", transcript }}
      currentTime={0}
      onSeek={() => undefined}
      sessionName="Cell biology: lecture 3"
      saveFile={save}
    />,
  );
  return save;
};

describe("TranscriptPanel", () => {
  it("shows a loading state announced once", () => {
    render(<TranscriptPanel state={{ kind: "loading" }} currentTime={0} onSeek={() => undefined} sessionName="x" />);
    expect(screen.getByRole("status").textContent).toBe(TRANSCRIPT_TEXTS.loading);
  });

  it("shows the no-transcript state with its reason", () => {
    render(
      <TranscriptPanel
        state={{ kind: "none", reason: "No captions were heard while recording." }}
        currentTime={0}
        onSeek={() => undefined}
        sessionName="x"
      />,
    );
    expect(screen.getByRole("heading", { name: TRANSCRIPT_TEXTS.noneTitle })).toBeTruthy();
    expect(screen.getByText("No captions were heard while recording.")).toBeTruthy();
  });

  it("lists the speakers", () => {
    renderPanel();
    const speakers = screen.getByRole("list", { name: TRANSCRIPT_TEXTS.speakersLabel });
    expect(speakers.textContent).toBe("AdaBo");
  });

  it("counts matches ignoring case and accents, steps through them, and clears", async () => {
    renderPanel();
    const search = screen.getByRole("searchbox", { name: TRANSCRIPT_TEXTS.searchLabel });
    const status = () =>
      screen
        .getAllByRole("status")
        .map((node) => node.textContent)
        .join("");
    fireEvent.change(search, { target: { value: "ECOLE" } });
    await waitFor(() => expect(status()).toBe("2 matches, match 1 of 2"));
    fireEvent.click(screen.getByRole("button", { name: TRANSCRIPT_TEXTS.nextMatch }));
    expect(status()).toBe("2 matches, match 2 of 2");
    fireEvent.keyDown(search, { key: "Enter" });
    expect(status()).toBe("2 matches, match 1 of 2");
    fireEvent.keyDown(search, { key: "Enter", shiftKey: true });
    expect(status()).toBe("2 matches, match 2 of 2");
    fireEvent.change(search, { target: { value: "zebra" } });
    await waitFor(() => expect(status()).toBe(TRANSCRIPT_TEXTS.noMatches));
    expect((screen.getByRole("button", { name: TRANSCRIPT_TEXTS.nextMatch }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(search, { key: "Escape" });
    expect((search as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(status()).toBe(""));
  });

  it("exports TXT, SRT and WebVTT named after the session", async () => {
    const save = renderPanel();
    for (const [item, name] of [
      [TRANSCRIPT_TEXTS.exportText, "Cell biology- lecture 3.txt"],
      [TRANSCRIPT_TEXTS.exportSrt, "Cell biology- lecture 3.srt"],
      [TRANSCRIPT_TEXTS.exportWebVtt, "Cell biology- lecture 3.vtt"],
    ] as const) {
      fireEvent.click(screen.getByRole("button", { name: TRANSCRIPT_TEXTS.exportButton }));
      const option = await screen.findByRole("menuitem", { name: item });
      act(() => {
        fireEvent.click(option);
      });
      await waitFor(() => expect(save.mock.calls.at(-1)?.[1]).toBe(name));
    }
    const [txt, srt, vtt] = save.mock.calls.map(([text]) => text as string);
    expect(txt).toBe("Ada (00:01)\nThe École is open. Every ecole, every school.\n\nBo (00:07)\nCells divide.\n");
    expect(srt).toContain("3\n00:00:07,250 --> 00:00:09,000\nBo: Cells divide.\n");
    expect(vtt?.startsWith("WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.000\n<v Ada>The École is open.\n")).toBe(true);
    expect(save.mock.calls.map(([, , type]) => type)).toEqual([
      "text/plain;charset=utf-8",
      "application/x-subrip;charset=utf-8",
      "text/vtt;charset=utf-8",
    ]);
  });
});

describe("MarkedText", () => {
  it("marks each match, the active one apart", () => {
    const { container } = render(
      <p>
        <MarkedText
          text="école and École"
          matches={[
            { sentenceIndex: 0, start: 0, length: 5 },
            { sentenceIndex: 0, start: 10, length: 5 },
          ]}
          activeStart={10}
        />
      </p>,
    );
    const marks = [...container.querySelectorAll("mark")];
    expect(marks.map((mark) => mark.textContent)).toEqual(["école", "École"]);
    expect(marks.map((mark) => mark.dataset.active ?? null)).toEqual([null, "true"]);
    expect(container.textContent).toBe("école and École");
  });
});
