import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { InProcessSocket } from "@lectern/adapters/realtime/InProcessSocket";
import type { WireResponse } from "@lectern/core/api/wire";
import { DemoVideo, type DemoVideoState, type DemoViewer } from "@lectern/core/downloads/DemoVideo";
import { BehaviorSubject, type Subscription, filter, firstValueFrom } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ManualNow } from "../../adapters/contract/ManualNow";
import { UploadDriver } from "../../adapters/contract/upload/UploadDriver";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";

const SEED = SEED_USERS[0];
const signedIn = (userId: string): DemoViewer => ({ status: "authenticated", userId });
const ANONYMOUS: DemoViewer = { status: "anonymous", userId: null };

let reading: Subscription | null = null;
afterEach(() => reading?.unsubscribe());

const until = (video: DemoVideo, kind: DemoVideoState["kind"]) =>
  firstValueFrom(video.state$.pipe(filter((state) => state.kind === kind)));

const sessionsReply = (streams: { id: string; type: string; status: number; primary: boolean }[], demo = true) => ({
  data: [
    {
      id: "7",
      type: "sessions",
      attributes: { name: "Supply and demand", type: "combined", status: 30, demo },
      relationships: { streams: { data: streams.map((stream) => ({ id: stream.id, type: "streams" })) } },
    },
  ],
  included: streams.map((stream) => ({
    id: stream.id,
    type: "streams",
    attributes: {
      type: stream.type,
      status: stream.status,
      convert_progress: stream.status === 30 ? 100 : 10,
      is_primary: stream.primary,
    },
  })),
  meta: { pagination: { page: 1, limit: 20, total_records: 1, total_pages: 1 } },
});

describe("DemoVideo (the /downloads demo video, spec 3 §2 play=1)", () => {
  it("plays a seeded demo lecture of the signed-in user from the in-tab demo backend", async () => {
    const socket = new InProcessSocket();
    const backend = await openDemoBackend({
      persistence: new MemoryDemoPersistence(),
      now: new ManualNow(Date.UTC(2026, 10, 22, 9)).now,
      publisher: socket,
    });
    const { api, keyValue } = apiOver(backend.http);
    // Signing in is what gives an account its demo lectures.
    await new UploadDriver(api, keyValue).signIn(SEED.email, SEED.password);
    const video = new DemoVideo(api, new BehaviorSubject(signedIn(SEED.id)));
    reading = video.state$.subscribe();
    const ready = await until(video, "ready");
    expect(ready.kind === "ready" && ready.video.url).toBeTruthy();
    // The screen lecture comes before the audio-only one.
    expect(ready.kind === "ready" && ready.video.kind).toBe("combined");
  });

  it("asks nothing for a visitor, waits while the session is checked, and follows a sign-in", async () => {
    const http = new ScriptedHttp()
      .on("GET", "sessions", ok(sessionsReply([{ id: "3", type: "combined", status: 30, primary: true }])))
      .on("GET", "streams/3/temporary/cdn", ok({ data: { attributes: { url: "blob:lecture" } } }));
    const viewer = new BehaviorSubject<DemoViewer>({ status: "checking", userId: null });
    const video = new DemoVideo(apiOver(http).api, viewer);
    const seen: DemoVideoState[] = [];
    reading = video.state$.subscribe((state) => seen.push(state));
    expect(seen.at(-1)).toEqual({ kind: "loading" });
    viewer.next(ANONYMOUS);
    expect(seen.at(-1)).toEqual({ kind: "signedOut" });
    expect(http.sent).toHaveLength(0);

    viewer.next(signedIn("42"));
    const ready = await until(video, "ready");
    expect(ready).toEqual({
      kind: "ready",
      video: { sessionId: "7", streamId: "3", title: "Supply and demand", kind: "combined", url: "blob:lecture" },
    });
    expect(http.sent[0]?.url).toContain("filter%5Bdemo%5D=1");
    expect(http.sent[0]?.url).toContain("filter%5Buser_id%5D=42");
  });

  it("says there is nothing to play while the demo lecture is still converting, never offering its stream", async () => {
    const http = new ScriptedHttp().on(
      "GET",
      "sessions",
      ok(sessionsReply([{ id: "3", type: "combined", status: 20, primary: true }])),
    );
    const video = new DemoVideo(apiOver(http).api, new BehaviorSubject(signedIn("42")));
    reading = video.state$.subscribe();
    await until(video, "unavailable");
    expect(http.sent.map((request) => request.url.split("?")[0])).toEqual(["sessions"]);
  });

  it("reports a failed request with its message and tries again on retry", async () => {
    let answer: WireResponse = {
      status: 500,
      headers: {},
      body: { errors: [{ status: "500", title: "Server is busy" }] },
    };
    const http = new ScriptedHttp().on("GET", "sessions", () => answer);
    const video = new DemoVideo(apiOver(http).api, new BehaviorSubject(signedIn("42")));
    reading = video.state$.subscribe();
    const failed = await until(video, "failed");
    expect(failed.kind === "failed" && failed.message).toBe("Server is busy");
    answer = ok(sessionsReply([], true));
    video.retry();
    await until(video, "unavailable");
  });
});
