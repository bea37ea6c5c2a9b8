import { Trackpad } from "@lectern/core/highlights/application/Trackpad";
import type { NetworkStatus } from "@lectern/core/network/domain/networkStatus";
import type { RecordingSession } from "@lectern/core/recording/application/RecordingSession";
import { BehaviorSubject } from "rxjs";
import { describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { RecordingSocket } from "../../support/RecordingSocket";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The settings the server holds; the test changes them between recordings as /profile/settings would. */
const settingsReply = (backward: number) =>
  ok({
    data: { id: "1", type: "user_settings", attributes: { backtrack: { backward }, poi: { backward: 5, forward: 5 } } },
  });

describe("Trackpad: the user's settings are read again at each recording (issue 14)", () => {
  it("a trackback of the next recording reaches back by the seconds saved since the widget opened", async () => {
    const clock = new VirtualClock();
    let backward = 30;
    const http = new ScriptedHttp()
      .on("GET", "v2/user/settings", () => settingsReply(backward))
      .on("GET", "sessions/1/relationships/pois", ok({ data: [] }))
      .on("GET", "sessions/2/relationships/pois", ok({ data: [] }))
      .on("POST", "sessions/2/relationships/pois", (request) => {
        const attributes = (request.body?.kind === "json" ? request.body.value : null) as {
          data: { attributes: Record<string, unknown> };
        };
        return ok({ data: { id: "9", type: "sessions_pois", attributes: attributes.data.attributes } });
      })
      .on("POST", "sessions/2/relationships/pois/watch", ok({}));
    const { api } = apiOver(http);
    const session$ = new BehaviorSubject<RecordingSession | null>(null);
    const trackpad = new Trackpad(
      api,
      clock,
      new RecordingSocket(),
      new BehaviorSubject<NetworkStatus>("Online"),
      session$,
      { setMicrophone: () => undefined },
    );
    // The widget opened for the signed-in user: 30 s.
    await trackpad.loadSettings();
    expect(trackpad.state.settings.backtrackBackwardMs).toBe(30_000);

    // A first recording, then the user saves 3 s on /profile/settings, then records again.
    session$.next({ sessionId: "1", startedAt: clock.now(), readonly: false, userId: "7" });
    await settle();
    session$.next(null);
    backward = 3;
    clock.advance(60_000);
    const startedAt = clock.now();
    session$.next({ sessionId: "2", startedAt, readonly: false, userId: "7" });
    await settle();
    expect(trackpad.state.settings.backtrackBackwardMs).toBe(3_000);

    clock.advance(10_000);
    trackpad.trackback();
    clock.advance(2_000);
    trackpad.highlight();
    await settle();
    const created = http.sent.find(
      (request) => request.method === "POST" && request.url === "sessions/2/relationships/pois",
    );
    const body = (created?.body?.kind === "json" ? created.body.value : null) as {
      data: { attributes: { type: string; started_at: string } };
    };
    expect(body.data.attributes.type).toBe("backtrack");
    expect(Date.parse(body.data.attributes.started_at)).toBe(startedAt + 10_000 - 3_000);
    trackpad.dispose();
  });
});
