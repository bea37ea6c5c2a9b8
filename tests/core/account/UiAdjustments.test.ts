import { UiAdjustments } from "@lectern/core/account/settings/application/UiAdjustments";
import { BehaviorSubject } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";

describe("UiAdjustments: spec 3 §1's accessibility overlay follows the signed-in user's setting", () => {
  it("reads the setting at each sign-in, is off while signed out, and takes a saved value at once", async () => {
    let onForUser = true;
    const http = new ScriptedHttp().on("GET", "v2/user/settings", () =>
      ok({ data: { attributes: { ui_adjustments: onForUser } } }),
    );
    const user$ = new BehaviorSubject<string | null>(null);
    const adjustments = new UiAdjustments(apiOver(http).api, user$);
    const seen: boolean[] = [];
    adjustments.on$.subscribe((on) => seen.push(on));
    const following = adjustments.follow();
    expect(http.sent).toHaveLength(0);

    user$.next("7");
    await vi.waitFor(() => expect(adjustments.on).toBe(true));
    adjustments.set(false);
    expect(adjustments.on).toBe(false);
    user$.next(null);
    expect(adjustments.on).toBe(false);
    // The next user's own setting is read at their sign-in.
    onForUser = true;
    user$.next("8");
    await vi.waitFor(() => expect(adjustments.on).toBe(true));
    expect(http.sent).toHaveLength(2);
    expect(seen).toEqual([false, true, false, true]);
    following.unsubscribe();
  });
});
