import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { describe, expect, it } from "vitest";
import { ManualProbe } from "../../support/ManualProbe";
import { VirtualClock } from "../../support/VirtualClock";

const flushPromises = () => new Promise((resolve) => setImmediate(resolve));

describe("NetworkMonitor on virtual time", () => {
  it("probes at start and every 6 s, going offline and back", async () => {
    const probe = new ManualProbe();
    const clock = new VirtualClock();
    const monitor = new NetworkMonitor(probe, clock);
    monitor.start();
    await flushPromises();
    expect(probe.calls).toBe(1);
    probe.answer = false;
    clock.advance(5999);
    await flushPromises();
    expect(probe.calls).toBe(1);
    clock.advance(1);
    await flushPromises();
    expect(probe.calls).toBe(2);
    expect(monitor.status).toBe("Offline");
    probe.answer = true;
    clock.advance(6000);
    await flushPromises();
    expect(monitor.status).toBe("Online");
    monitor.stop();
    clock.advance(60_000);
    expect(probe.calls).toBe(3);
  });

  it("a platform offline event forces Offline at once", () => {
    const probe = new ManualProbe();
    const monitor = new NetworkMonitor(probe, new VirtualClock());
    monitor.start();
    probe.platform.next(false);
    expect(monitor.status).toBe("Offline");
    monitor.stop();
  });
});
