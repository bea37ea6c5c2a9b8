import { ApiClient } from "@lectern/core/api/ApiClient";
import { API_MESSAGES } from "@lectern/core/api/messages";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { plainText } from "@lectern/core/study/tutor/TutorMessage";
import { TutorChat } from "@lectern/core/study/tutor/TutorChat";
import type { TutorChatState } from "@lectern/core/study/tutor/tutorChatReducer";
import { TUTOR_TEXTS } from "@lectern/core/study/tutor/tutorTexts";
import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import { ManualProbe } from "../../../support/ManualProbe";
import { ok } from "../../../support/ScriptedHttp";
import { VirtualClock } from "../../../support/VirtualClock";
import { ManualStream } from "./ManualStream";
import { StreamingHttp } from "./StreamingHttp";

const stored = (id: string, role: string, segments: unknown[], stopped = false) => ({
  id,
  type: "tutor_messages",
  attributes: { role, segments, stopped, created_at: "2026-11-24T05:00:00Z" },
});

const setUp = (history: unknown[] = []) => {
  const http = new StreamingHttp();
  http.on("GET", "sessions/41/tutor", () => ok({ data: history }));
  http.on("GET", "sessions/42/tutor", () => ok({ data: [] }));
  http.on("DELETE", "sessions/41/tutor", { status: 204, headers: {}, body: null });
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const chat = new TutorChat(api);
  const until = (test: (state: TutorChatState) => boolean) => firstValueFrom(chat.state$.pipe(filter(test)));
  const stream = (index = 0): ManualStream => {
    const found = http.streams[index];
    if (!found) throw new Error(`no stream ${index}`);
    return found;
  };
  const answer = () => chat.state.messages.at(-1);
  return { http, chat, until, stream, answer };
};

describe("TutorChat", () => {
  it("reads the record's conversation: stored answers with their citations, a stopped one marked", async () => {
    const { chat, until } = setUp([
      stored("1", "student", [{ type: "text", text: "What is ATP?" }]),
      stored(
        "2",
        "tutor",
        [
          { type: "text", text: "Energy " },
          { type: "cite", start: 12.5, end: 18, label: "00:12", source: "transcript" },
          { type: "mystery" },
        ],
        true,
      ),
    ]);
    chat.open("41");
    const ready = await until((state) => state.history === "ready");
    expect(ready.messages).toEqual([
      {
        id: "stored-1",
        role: "student",
        segments: [{ type: "text", text: "What is ATP?" }],
        status: "complete",
        error: null,
      },
      {
        id: "stored-2",
        role: "tutor",
        segments: [
          { type: "text", text: "Energy " },
          { type: "cite", start: 12.5, end: 18, label: "00:12", source: "transcript" },
        ],
        status: "stopped",
        error: null,
      },
    ]);
  });

  it("asks as a streaming POST and shows the answer as each event arrives", async () => {
    const { chat, until, stream, answer } = setUp();
    chat.open("41");
    await until((state) => state.history === "ready");
    expect(chat.ask("  What is ATP?  ")).toEqual({ ok: true });
    expect(stream().request).toMatchObject({
      method: "POST",
      url: "sessions/41/tutor",
      body: { kind: "json", value: { data: { type: "tutor_messages", attributes: { question: "What is ATP?" } } } },
    });
    expect(answer()).toMatchObject({ role: "tutor", status: "waiting" });

    stream().push({ type: "start", id: "m1" }, { type: "text", text: "Mitochondria " });
    await until((state) => plainText(state.messages.at(-1)?.segments ?? []) === "Mitochondria ");
    expect(answer()?.status).toBe("streaming");

    stream().push(
      { type: "cite", start: 192, end: 200, label: "03:12", source: "transcript" },
      { type: "text", text: "make it." },
    );
    await until((state) => state.messages.at(-1)?.segments.length === 3);

    stream().push({ type: "done" });
    stream().end();
    const done = await until((state) => state.answeringId === null);
    expect(done.messages.at(-1)).toMatchObject({ status: "complete", error: null });
    expect(done.announcement?.text).toBe("The tutor replied: Mitochondria (at 03:12) make it.");
    expect(stream().closedEarly).toBe(false);
  });

  it("one question at a time, and a blank one is not sent", async () => {
    const { chat, until, http } = setUp();
    chat.open("41");
    await until((state) => state.history === "ready");
    expect(chat.ask("   ")).toEqual({ ok: false, message: TUTOR_TEXTS.blankQuestion });
    expect(chat.ask("First?")).toEqual({ ok: true });
    expect(chat.ask("Second?")).toEqual({ ok: false, message: null });
    expect(http.streams).toHaveLength(1);
  });

  it("Stop closes the stream at once and keeps what came, marked stopped; later events change nothing", async () => {
    const { chat, until, stream, answer } = setUp();
    chat.open("41");
    await until((state) => state.history === "ready");
    chat.ask("Tell me everything");
    stream().push({ type: "start", id: "m1" }, { type: "text", text: "Part one. " });
    await until((state) => plainText(state.messages.at(-1)?.segments ?? []) === "Part one. ");
    chat.stop();
    expect(stream().signal?.aborted).toBe(true);
    expect(answer()).toMatchObject({ status: "stopped", segments: [{ type: "text", text: "Part one. " }] });
    expect(chat.state.answeringId).toBeNull();
    stream().push({ type: "text", text: "Part two." });
    expect(plainText(answer()?.segments ?? [])).toBe("Part one. ");
    expect(chat.ask("Next?")).toEqual({ ok: true });
  });

  it("a non-OK reply shows its text on that exchange (a JSON:API error document is read for its message)", async () => {
    const { chat, until, stream } = setUp();
    chat.open("41");
    await until((state) => state.history === "ready");
    chat.ask("Anything?");
    stream().fail(new Error(JSON.stringify({ errors: [{ status: "403", title: TUTOR_TEXTS.notInPlan }] })));
    const failed = await until((state) => state.answeringId === null);
    expect(failed.messages.at(-1)).toMatchObject({ status: "failed", error: TUTOR_TEXTS.notInPlan });
    expect(failed.announcement?.text).toBe(TUTOR_TEXTS.notInPlan);

    chat.ask("Again?");
    stream(1).fail(new Error("Ask a question about this lecture."));
    expect((await until((state) => state.answeringId === null)).messages.at(-1)?.error).toBe(TUTOR_TEXTS.blankQuestion);

    chat.ask("Offline?");
    stream(2).fail(new TypeError("Failed to fetch"));
    expect((await until((state) => state.answeringId === null)).messages.at(-1)?.error).toBe(API_MESSAGES.offline);

    chat.ask("In-tab offline?");
    stream(3).fail(new Error("HTTP 0"));
    expect((await until((state) => state.answeringId === null)).messages.at(-1)?.error).toBe(API_MESSAGES.offline);
  });

  it("a stream that ends before done keeps what came and says it was cut off", async () => {
    const { chat, until, stream } = setUp();
    chat.open("41");
    await until((state) => state.history === "ready");
    chat.ask("Q?");
    stream().push({ type: "text", text: "Half" });
    stream().end();
    const cut = await until((state) => state.answeringId === null);
    expect(cut.messages.at(-1)).toMatchObject({
      status: "failed",
      error: TUTOR_TEXTS.cutOff,
      segments: [{ text: "Half" }],
    });
  });

  it("clears the conversation with DELETE, stopping an answer still coming", async () => {
    const { chat, until, stream, http } = setUp([stored("1", "student", [{ type: "text", text: "Old" }])]);
    chat.open("41");
    await until((state) => state.history === "ready");
    chat.ask("New?");
    await chat.clear();
    expect(stream().signal?.aborted).toBe(true);
    expect(chat.state).toMatchObject({ messages: [], clearing: false, answeringId: null });
    expect(http.sent.at(-1)).toMatchObject({
      url: "sessions/41/tutor",
      headers: { "X-HTTP-METHOD-OVERRIDE": "DELETE" },
    });
  });

  it("opening another record stops the answer of the one before and reads the other's conversation", async () => {
    const { chat, until, stream } = setUp([stored("1", "student", [{ type: "text", text: "Old" }])]);
    chat.open("41");
    await until((state) => state.history === "ready");
    chat.ask("Q?");
    chat.open("42");
    expect(stream().signal?.aborted).toBe(true);
    const other = await until((state) => state.recordId === "42" && state.history === "ready");
    expect(other.messages).toEqual([]);
    chat.open("42");
    expect(chat.state.history).toBe("ready");
  });

  it("a conversation that cannot be read says why and can be read again", async () => {
    const { chat, until, http } = setUp();
    http.on("GET", "sessions/41/tutor", { status: 500, headers: {}, body: { errors: [{ title: "Database down" }] } });
    chat.open("41");
    expect((await until((state) => state.history === "failed")).historyError).toBe("Database down");
    http.on("GET", "sessions/41/tutor", ok({ data: [] }));
    chat.retry();
    await until((state) => state.history === "ready");
  });
});
