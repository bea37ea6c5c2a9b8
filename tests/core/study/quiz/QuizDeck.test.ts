import { ApiClient } from "@lectern/core/api/ApiClient";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { QuizDecks } from "@lectern/core/study/quiz/QuizDecks";
import type { QuizDeckState } from "@lectern/core/study/quiz/QuizDeck";
import { firstValueFrom, filter } from "rxjs";
import type { WireResponse } from "@lectern/core/api/wire";
import { describe, expect, it, vi } from "vitest";
import { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import { ManualProbe } from "../../../support/ManualProbe";
import { RecordingSocket } from "../../../support/RecordingSocket";
import { ScriptedHttp, ok } from "../../../support/ScriptedHttp";
import { VirtualClock } from "../../../support/VirtualClock";
import { flashcardResource, quizResource } from "./quizMother";

const CHANNEL = "users-7.sessions-41";

const setUp = () => {
  const http = new ScriptedHttp();
  let deck: unknown = { data: [], meta: { status: 0, error: null } };
  http.on("GET", "sessions/41/quizzes", () => ok(deck));
  http.on("GET", "sessions/41", ok({ data: { id: "41", type: "sessions", attributes: { name: "Cell biology" } } }));
  const socket = new RecordingSocket();
  const clock = new VirtualClock();
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), clock));
  const decks = new QuizDecks(
    api,
    socket,
    () => "7",
    () => clock.now(),
  );
  const quiz = decks.deck("41");
  const states: QuizDeckState[] = [];
  const reading = quiz.state$.subscribe((state) => states.push(state));
  const until = (test: (state: QuizDeckState) => boolean) => firstValueFrom(quiz.state$.pipe(filter(test)));
  return { http, socket, clock, decks, quiz, reading, until, states, serve: (next: unknown) => (deck = next) };
};

describe("QuizDeck", () => {
  it("shows generating, then the questions when the view channel says assets changed (no reload)", async () => {
    const { quiz, until, socket, serve, decks } = setUp();
    expect(decks.deck("41")).toBe(quiz);
    await until((state) => state.phase === "ready" && state.generation.status === "generating");
    serve({
      data: [quizResource("1", 2), quizResource("2", 0)],
      included: [flashcardResource("2", "2026-11-25T09:00:00.000Z"), { id: "3", type: "sessions_summaries" }],
      meta: { status: 20, error: null },
    });
    socket.emit(CHANNEL, "assets_changes", { id: "41" });
    const ready = await until((state) => state.phase === "ready" && state.questions.length === 2);
    expect(ready).toMatchObject({ generation: { status: "idle" }, recordName: "Cell biology" });
    if (ready.phase !== "ready") throw new Error("not ready");
    expect(ready.questions[0]).toMatchObject({ id: "1", answerId: "1-c2", start: 12.5, sessionName: "Cell biology" });
    expect(ready.cards.get("2")).toMatchObject({
      quizId: "2",
      due: "2026-11-25T09:00:00.000Z",
      state: 2,
      lastRating: 3,
    });
  });

  it("asks for generation with parts ['quizzes'] and says why it was refused", async () => {
    const { quiz, until, http, serve } = setUp();
    serve({ data: [], meta: { status: 20, error: null } });
    await until((state) => state.phase === "ready");
    http.on("POST", "sessions/41/summaries", {
      status: 409,
      headers: {},
      body: { errors: [{ status: "409", title: "This lecture has no transcript to learn from yet." }] },
    });
    await quiz.generate();
    expect(quiz.state).toMatchObject({
      requesting: false,
      requestError: "This lecture has no transcript to learn from yet.",
    });
    const asked = http.sent.find((request) => request.url === "sessions/41/summaries");
    expect(asked?.body).toEqual({
      kind: "json",
      value: { data: { type: "sessions_summaries", attributes: { parts: ["quizzes"] } } },
    });

    http.on("POST", "sessions/41/summaries", {
      status: 202,
      headers: {},
      body: { data: { id: "3", type: "sessions_summaries" } },
    });
    serve({ data: [], meta: { status: 0, error: null } });
    await quiz.generate();
    expect(quiz.state).toMatchObject({ requestError: null, generation: { status: "generating" } });
  });

  it("shows a failed generation with its reason, and a failed load with not found", async () => {
    const { until, serve, quiz, http, reading } = setUp();
    serve({ data: [], meta: { status: 30, error: "The transcript is too short." } });
    quiz.retry();
    await until((state) => state.phase === "ready" && state.generation.status === "failed");
    expect(quiz.state).toMatchObject({ generation: { error: "The transcript is too short." } });
    reading.unsubscribe();
    http.on("GET", "sessions/41/quizzes", { status: 404, headers: {}, body: { errors: [{ title: "Not found" }] } });
    quiz.retry();
    // The state as a reader sees it (with no reader left the deck is forgotten: PageData's rule).
    expect(await until((state) => state.phase === "failed")).toMatchObject({ notFound: true });
  });

  it("stops following the channel when its last reader leaves", async () => {
    const { until, reading, socket, http } = setUp();
    await until((state) => state.phase === "ready");
    reading.unsubscribe();
    const before = http.sent.length;
    socket.emit(CHANNEL, "assets_changes", { id: "41" });
    expect(http.sent.length).toBe(before);
  });

  it("saves a rated card with PUT and keeps it in the deck; its flashcards are those due today and the new ones", async () => {
    const { quiz, until, http, serve, clock } = setUp();
    const today = new Date(clock.now()).toISOString();
    serve({
      data: [quizResource("1"), quizResource("2"), quizResource("3")],
      included: [flashcardResource("1", "2030-01-01T09:00:00.000Z"), flashcardResource("3", today)],
      meta: { status: 20, error: null },
    });
    quiz.retry();
    await until((state) => state.phase === "ready" && state.questions.length === 3);
    const run = quiz.flashcardRun();
    expect(run.state.items.map((item) => item.question.id)).toEqual(["3", "2"]);

    http.on("PUT", "flashcards/2", (request) => {
      const body = request.body as { value: { data: { attributes: Record<string, unknown> } } };
      return ok({
        data: {
          id: "2",
          type: "flashcards",
          attributes: { quiz_id: "2", session_id: "41", ...body.value.data.attributes },
        },
      });
    });
    run.next();
    const saved = await quiz.saveCard({
      quizId: "2",
      sessionId: "41",
      due: "2026-11-25T09:00:00.000Z",
      stability: 2.3,
      difficulty: 4,
      elapsedDays: 0,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      lastReview: today,
      lastRating: 3,
    });
    expect(saved).toMatchObject({ quizId: "2", due: "2026-11-25T09:00:00.000Z", lastRating: 3 });
    const put = http.sent.at(-1);
    expect(put?.headers["X-HTTP-METHOD-OVERRIDE"]).toBe("PUT");
    expect(put?.body).toMatchObject({
      value: { data: { type: "flashcards", attributes: { scheduled_days: 3, last_rating: 3 } } },
    });
    expect(quiz.state.phase === "ready" && quiz.state.cards.get("2")?.due).toBe("2026-11-25T09:00:00.000Z");
  });
});

describe("QuizDeck readers", () => {
  it("a reader arriving while a read is on its way waits for it (React's StrictMode subscribes twice): one request", async () => {
    const http = new ScriptedHttp();
    http.on("GET", "sessions/41/quizzes", ok({ data: [quizResource("1")], meta: { status: 20, error: null } }));
    http.on("GET", "sessions/41", ok({ data: { id: "41", type: "sessions", attributes: { name: "Cell biology" } } }));
    const clock = new VirtualClock();
    const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), clock));
    const deck = new QuizDecks(
      api,
      new RecordingSocket(),
      () => "7",
      () => clock.now(),
    ).deck("41");
    deck.state$.subscribe().unsubscribe();
    const ready = await firstValueFrom(deck.state$.pipe(filter((state) => state.phase === "ready")));
    expect(ready).toMatchObject({ questions: [{ id: "1" }] });
    expect(http.sent.filter((request) => request.url === "sessions/41/quizzes")).toHaveLength(1);
  });

  it("a reader who comes back while the deck's read is on its way waits for that read, and sees its reply", async () => {
    const http = new ScriptedHttp();
    http.on("GET", "sessions/41", ok({ data: { id: "41", type: "sessions", attributes: { name: "Cell biology" } } }));
    let answer: ((reply: WireResponse) => void) | null = null;
    http.on("GET", "sessions/41/quizzes", () => new Promise<WireResponse>((resolve) => (answer = resolve)));
    const clock = new VirtualClock();
    const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), clock));
    const deck = new QuizDecks(
      api,
      new RecordingSocket(),
      () => "7",
      () => clock.now(),
    ).deck("41");
    deck.state$.subscribe().unsubscribe();
    await Promise.resolve();
    const sent = () => http.sent.filter((request) => request.url === "sessions/41/quizzes").length;
    await vi.waitFor(() => expect(sent()).toBe(1));
    // Back while the read is on its way (React's double effect, or a quick return): no second read.
    const back = deck.state$.subscribe();
    answer!(ok({ data: [quizResource("1")], meta: { status: 20, error: null } }));
    const ready = await firstValueFrom(deck.state$.pipe(filter((state) => state.phase === "ready")));
    expect(ready).toMatchObject({ questions: [{ id: "1" }] });
    expect(sent()).toBe(1);
    back.unsubscribe();
  });
});
