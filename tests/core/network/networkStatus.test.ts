import {
  type NetworkEvent,
  type NetworkState,
  initialNetworkState,
  nextNetworkState,
} from "@lectern/core/network/domain/networkStatus";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const event: fc.Arbitrary<NetworkEvent> = fc.oneof(
  fc.integer({ min: -1, max: 599 }).map((status) => ({ type: "apiResponse" as const, status })),
  fc.boolean().map((ok) => ({ type: "probe" as const, ok })),
  fc.boolean().map((online) => ({ type: "platform" as const, online })),
);

describe("network status machine (spec 2 §4.6, spec 3 §4)", () => {
  it("an API answer decides alone: >499 breakdown, <=0 offline, else online", () => {
    fc.assert(
      fc.property(fc.array(event), fc.integer({ min: -1, max: 599 }), (history, status) => {
        const before = history.reduce(nextNetworkState, initialNetworkState);
        const after = nextNetworkState(before, { type: "apiResponse", status });
        expect(after.status).toBe(status > 499 ? "Breakdown" : status <= 0 ? "Offline" : "Online");
      }),
    );
  });

  it("the probe never leaves or enters Breakdown", () => {
    fc.assert(
      fc.property(fc.array(event), fc.boolean(), (history, ok) => {
        const before = history.reduce(nextNetworkState, initialNetworkState);
        const after = nextNetworkState(before, { type: "probe", ok });
        expect(after.status === "Breakdown").toBe(before.status === "Breakdown");
      }),
    );
  });

  it("a platform offline event forces Offline unless in Breakdown", () => {
    fc.assert(
      fc.property(fc.array(event), (history) => {
        const before = history.reduce(nextNetworkState, initialNetworkState);
        const after = nextNetworkState(before, { type: "platform", online: false });
        expect(after.status).toBe(before.status === "Breakdown" ? "Breakdown" : "Offline");
      }),
    );
  });

  it("a probe success does not go online against the platform's offline signal", () => {
    const offline: NetworkState = nextNetworkState(initialNetworkState, { type: "platform", online: false });
    expect(nextNetworkState(offline, { type: "probe", ok: true }).status).toBe("Offline");
    const back = nextNetworkState(offline, { type: "platform", online: true });
    expect(nextNetworkState(back, { type: "probe", ok: true }).status).toBe("Online");
  });

  it("a failed probe takes Online to Offline", () => {
    expect(nextNetworkState(initialNetworkState, { type: "probe", ok: false }).status).toBe("Offline");
  });
});
