import { AddressTokens } from "@lectern/adapters/demo/media/AddressTokens";
import { type AddressGrant, MEDIA_ADDRESS_TIMES } from "@lectern/adapters/demo/media/MediaAddresses";
import { describe, expect, it } from "vitest";
import { ManualNow } from "../contract/ManualNow";

const { lifetime, longestUse } = MEDIA_ADDRESS_TIMES;

const grantOn = (clock: ManualNow, allowed = { value: true }): AddressGrant => ({
  span: null,
  holder: "test",
  now: clock.now,
  allows: () => allowed.value,
});

describe("AddressTokens (issue 19: addresses issued per reply, lapsing, checked on use)", () => {
  it("gives every issue a new token, answers its value while it lives, then expired, then unknown", () => {
    const clock = new ManualNow();
    const tokens = new AddressTokens<string>();
    const grant = grantOn(clock);
    const first = tokens.issue("a", grant);
    expect(tokens.issue("a", grant)).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f]{48}$/);
    expect(tokens.redeem(first)).toMatchObject({ kind: "ok", value: "a" });
    clock.advance(lifetime);
    expect(tokens.redeem(first)).toEqual({ kind: "expired" });
    clock.advance(lifetime);
    tokens.issue("b", grant);
    expect(tokens.redeem(first)).toEqual({ kind: "unknown" });
    expect(tokens.redeem("nope")).toEqual({ kind: "unknown" });
  });

  it("keeps a token going while it is used, never past its longest use", () => {
    const clock = new ManualNow();
    const tokens = new AddressTokens<string>();
    const token = tokens.issue("a", grantOn(clock));
    const issued = clock.now();
    while (clock.now() - issued + lifetime / 2 < longestUse) {
      clock.advance(lifetime / 2);
      expect(tokens.redeem(token).kind).toBe("ok");
    }
    // Used half a lifetime ago, but its longest use is over.
    clock.advance(issued + longestUse - clock.now());
    expect(tokens.redeem(token)).toEqual({ kind: "expired" });
  });

  it("decides the grant again on every use", () => {
    const clock = new ManualNow();
    const tokens = new AddressTokens<string>();
    const allowed = { value: true };
    const token = tokens.issue("a", grantOn(clock, allowed));
    allowed.value = false;
    expect(tokens.redeem(token)).toEqual({ kind: "forbidden", value: "a" });
    allowed.value = true;
    expect(tokens.redeem(token).kind).toBe("ok");
    tokens.drop((value) => value === "a");
    expect(tokens.redeem(token)).toEqual({ kind: "unknown" });
  });
});
