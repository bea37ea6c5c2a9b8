// @vitest-environment jsdom
// The Tutor tab over the real TutorChat and a hand-fed stream: what a student sees and can do with the
// keyboard. Scrolling and the look are proved in Chromium (tests/e2e/study/tutor.spec.ts).
import { ApiClient } from "@lectern/core/api/ApiClient";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import type { Permissions } from "@lectern/core/permissions/domain/Permissions";
import { TutorChat } from "@lectern/core/study/tutor/TutorChat";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Container } from "inversify";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContainerContext } from "../../../../ui/src/composition/ContainerContext";
import { RecordTutorTab } from "../../../../ui/src/features/study/tutor/RecordTutorTab";
import { TUTOR_UI_TEXTS } from "../../../../ui/src/features/study/tutor/tutorUiTexts";
import { StreamingHttp } from "../../../core/study/tutor/StreamingHttp";
import { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import { ManualProbe } from "../../../support/ManualProbe";
import { ok } from "../../../support/ScriptedHttp";
import { VirtualClock } from "../../../support/VirtualClock";
import { installCssEscape } from "../../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

const setUp = (permissions: Permissions | null = { jamAiChatShow: true }, history: unknown[] = []) => {
  const http = new StreamingHttp();
  http.on("GET", "sessions/41/tutor", () => ok({ data: history }));
  http.on("DELETE", "sessions/41/tutor", { status: 204, headers: {}, body: null });
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const chat = new TutorChat(api);
  const container = new Container();
  container.bind(TutorChat).toConstantValue(chat);
  const seek = vi.fn();
  render(
    <ContainerContext.Provider value={container}>
      <MemoryRouter>
        <RecordTutorTab recordId="41" recordName="Cell biology" seek={seek} permissions={permissions} />
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  const stream = (index = 0) => {
    const found = http.streams[index];
    if (!found) throw new Error(`no stream ${index}`);
    return found;
  };
  const feed = async (...events: unknown[]) => {
    await act(async () => {
      stream(http.streams.length - 1).push(...events);
      await Promise.resolve();
    });
  };
  return { http, chat, seek, stream, feed };
};

const field = () => screen.getByLabelText(TUTOR_UI_TEXTS.fieldLabel) as HTMLTextAreaElement;
const liveRegion = () => document.querySelector("output[aria-live='polite'][aria-atomic='true']");

describe("RecordTutorTab", () => {
  it("an empty conversation offers suggested questions; one asks it, and the answer streams in with citations", async () => {
    const { stream, feed, seek } = setUp();
    const suggestion = await screen.findByRole("button", { name: TUTOR_UI_TEXTS.suggestions[0] });
    fireEvent.click(suggestion);
    expect(stream().request.body).toMatchObject({
      value: { data: { attributes: { question: TUTOR_UI_TEXTS.suggestions[0] } } },
    });
    expect(screen.getByText(TUTOR_UI_TEXTS.thinking)).toBeTruthy();
    expect(document.activeElement).toBe(field());

    await feed({ type: "start", id: "m1" }, { type: "text", text: "Mitochondria make ATP " });
    await waitFor(() => expect(screen.getByText(TUTOR_UI_TEXTS.answering)).toBeTruthy());
    expect(liveRegion()?.textContent).toBe("The tutor is answering…");

    await feed(
      { type: "cite", start: 192, end: 200, label: "03:12", source: "transcript" },
      { type: "text", text: "." },
    );
    const cite = await screen.findByRole("button", { name: "Play from 03:12" });
    expect(cite.textContent).toBe("[03:12]");
    fireEvent.click(cite);
    expect(seek).toHaveBeenCalledWith(192);
    // Pieces are never read out one by one: the region still says only that the tutor is answering.
    expect(liveRegion()?.textContent).toBe("The tutor is answering…");

    await feed({ type: "done" });
    await waitFor(() => expect(liveRegion()?.textContent).toBe("The tutor replied: Mitochondria make ATP (at 03:12)."));
    expect(screen.queryByText(TUTOR_UI_TEXTS.answering)).toBeNull();
  });

  it("Enter sends, Shift+Enter does not; a blank question says what to do", async () => {
    const { http } = setUp();
    await screen.findByRole("button", { name: TUTOR_UI_TEXTS.suggestions[0] });
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(await screen.findByText("Ask a question about this lecture.")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(field(), { target: { value: "Line one" } });
    fireEvent.keyDown(field(), { key: "Enter", shiftKey: true });
    expect(http.streams).toHaveLength(0);
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(http.streams).toHaveLength(1);
    expect(field().value).toBe("");
  });

  it("Stop replaces Send while streaming, keeps the partial answer marked Stopped, and gives focus back to the field", async () => {
    const { stream, feed } = setUp();
    await screen.findByRole("button", { name: TUTOR_UI_TEXTS.suggestions[0] });
    fireEvent.change(field(), { target: { value: "Tell me everything" } });
    fireEvent.click(screen.getByRole("button", { name: TUTOR_UI_TEXTS.send }));
    await feed({ type: "start", id: "m1" }, { type: "text", text: "Part one." });
    const stop = await screen.findByRole("button", { name: TUTOR_UI_TEXTS.stop });
    expect(screen.queryByRole("button", { name: TUTOR_UI_TEXTS.send })).toBeNull();
    act(() => stop.focus());
    fireEvent.click(stop);
    await waitFor(() => expect(screen.getByText(TUTOR_UI_TEXTS.stopped)).toBeTruthy());
    expect(stream().signal?.aborted).toBe(true);
    expect(screen.getByText("Part one.")).toBeTruthy();
    expect(document.activeElement).toBe(field());
    expect(screen.getByRole("button", { name: TUTOR_UI_TEXTS.send })).toBeTruthy();
  });

  it("the tutor's text is text: markup in an answer is shown, never run", async () => {
    const { feed } = setUp();
    await screen.findByRole("button", { name: TUTOR_UI_TEXTS.suggestions[0] });
    fireEvent.click(screen.getByRole("button", { name: TUTOR_UI_TEXTS.suggestions[1] }));
    await feed({ type: "text", text: '<img src=x onerror="alert(1)"> <b>bold</b>' }, { type: "done" });
    expect(await screen.findByText('<img src=x onerror="alert(1)"> <b>bold</b>')).toBeTruthy();
    expect(document.querySelector(".tutor img, .tutor b")).toBeNull();
  });

  it("a non-OK reply shows the server's text on that exchange", async () => {
    const { stream } = setUp();
    await screen.findByRole("button", { name: TUTOR_UI_TEXTS.suggestions[0] });
    fireEvent.click(screen.getByRole("button", { name: TUTOR_UI_TEXTS.suggestions[2] }));
    await act(async () => {
      stream().fail(
        new Error(JSON.stringify({ errors: [{ status: "403", title: "The tutor is not part of your plan." }] })),
      );
      await Promise.resolve();
    });
    const list = await screen.findByRole("list");
    expect(await within(list).findByText("The tutor is not part of your plan.")).toBeTruthy();
  });

  it("the stored conversation shows, and Clear asks first, then empties it", async () => {
    const { http } = setUp({ jamAiChatShow: true }, [
      {
        id: "1",
        type: "tutor_messages",
        attributes: { role: "student", segments: [{ type: "text", text: "Old question" }], stopped: false },
      },
      {
        id: "2",
        type: "tutor_messages",
        attributes: { role: "tutor", segments: [{ type: "text", text: "Old answer" }], stopped: true },
      },
    ]);
    expect(await screen.findByText("Old answer")).toBeTruthy();
    expect(screen.getByText(TUTOR_UI_TEXTS.stopped)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: TUTOR_UI_TEXTS.clear }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(TUTOR_UI_TEXTS.clearMessage)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: TUTOR_UI_TEXTS.clearConfirm }));
    expect(await screen.findByRole("button", { name: TUTOR_UI_TEXTS.suggestions[0] })).toBeTruthy();
    expect(http.sent.at(-1)?.headers["X-HTTP-METHOD-OVERRIDE"]).toBe("DELETE");
  });

  it("without the tutor in the plan: says so, offers the plans, and asks the server nothing", async () => {
    const { http } = setUp({ jamAiChatShow: false });
    expect(screen.getByRole("heading", { name: TUTOR_UI_TEXTS.noPlanTitle })).toBeTruthy();
    expect(screen.getByRole("link", { name: TUTOR_UI_TEXTS.seePlans }).getAttribute("href")).toBe("/billing/product");
    expect(http.sent).toHaveLength(0);
  });
});
