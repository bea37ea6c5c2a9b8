import { ApiClient } from "@lectern/core/api/ApiClient";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { DueToday, type DueTodayState } from "@lectern/core/study/flashcards/DueToday";
import { firstValueFrom, filter } from "rxjs";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import { ManualProbe } from "../../../support/ManualProbe";
import { ScriptedHttp, ok } from "../../../support/ScriptedHttp";
import { VirtualClock } from "../../../support/VirtualClock";
import { flashcardResource, quizResource } from "../quiz/quizMother";

const setUp = () => {
  const http = new ScriptedHttp();
  const clock = new VirtualClock();
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), clock));
  const due = new DueToday(api, () => clock.now());
  const until = (test: (state: DueTodayState) => boolean) => firstValueFrom(due.state$.pipe(filter(test)));
  return { http, clock, due, until };
};

describe("DueToday", () => {
  it("reviews the due list across records up to the end of today, then says when the next card is due", async () => {
    const { http, due, until } = setUp();
    const later = "2026-11-26T09:00:00.000Z";
    http.on("GET", "flashcards/due", (request) => {
      const query = new URLSearchParams(request.url.split("?")[1]);
      if (query.get("limit") === "1") {
        return ok({
          data: [quizResource("5", 1, "42")],
          included: [flashcardResource("5", later, "42")],
          meta: { total: 1 },
        });
      }
      return ok({
        data: [quizResource("1", 1, "41"), quizResource("5", 1, "42")],
        included: [flashcardResource("1", "2026-11-22T08:00:00.000Z")],
        meta: { total: 2 },
      });
    });
    http.on("PUT", "flashcards/1", (request) => {
      const body = request.body as { value: { data: { attributes: Record<string, unknown> } } };
      return ok({
        data: {
          id: "1",
          type: "flashcards",
          attributes: { quiz_id: "1", session_id: "41", ...body.value.data.attributes },
        },
      });
    });
    http.on("PUT", "flashcards/5", (request) => {
      const body = request.body as { value: { data: { attributes: Record<string, unknown> } } };
      return ok({
        data: {
          id: "5",
          type: "flashcards",
          attributes: { quiz_id: "5", session_id: "42", ...body.value.data.attributes },
        },
      });
    });
    const reading = due.state$.subscribe();
    const ready = await until((state) => state.phase === "ready");
    if (ready.phase !== "ready") throw new Error("not ready");
    expect(ready.total).toBe(2);
    const asked = new URLSearchParams(http.sent[0]?.url.split("?")[1]);
    // The end of the local day (this machine's zone), as an ISO instant.
    const end = new Date(Date.UTC(2026, 10, 22, 9));
    end.setHours(23, 59, 59, 999);
    expect(asked.get("before")).toBe(end.toISOString());
    expect(asked.get("limit")).toBe("100");
    const { run } = ready;
    expect(
      run.state.items.map((item) => [item.question.id, item.question.sessionId, item.card?.quizId ?? null]),
    ).toEqual([
      ["1", "41", "1"],
      ["5", "42", null],
    ]);
    for (const rating of [3, 4] as const) {
      run.reveal();
      await firstValueFrom(run.state$.pipe(filter((state) => state.preview !== null)));
      await run.rate(rating);
      run.next();
    }
    const done = await until((state) => state.phase === "ready" && state.nextDue !== undefined);
    expect(done).toMatchObject({ nextDue: later });
    reading.unsubscribe();
  });

  it("counts what is due today for /records, and fails with the reason", async () => {
    const { http, due, until } = setUp();
    http.on("GET", "flashcards/due", ok({ data: [quizResource("1")], meta: { total: 12 } }));
    expect(await firstValueFrom(due.count$.pipe(filter((count) => count !== null)))).toBe(12);
    http.on("GET", "flashcards/due", { status: 500, headers: {}, body: { errors: [{ title: "Server error" }] } });
    const reading = due.state$.subscribe();
    expect(await until((state) => state.phase === "failed")).toEqual({ phase: "failed", message: "Server error" });
    reading.unsubscribe();
  });
});
