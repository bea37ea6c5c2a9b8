import { DemoFaults } from "@lectern/adapters/demo/model/DemoFaults";
import { describe, expect, it } from "vitest";

const ok = { status: 200, headers: {}, body: null };

describe("DemoFaults", () => {
  it("matches the method and an exact path, and is used up after `times` requests", () => {
    const faults = new DemoFaults();
    faults.arm({ method: "GET", path: "/v2/user/", response: ok, times: 2 });
    expect(faults.take("POST", "v2/user")).toBeNull();
    expect(faults.take("GET", "v2/user/permissions")).toBeNull();
    expect(faults.take("GET", "v2/user")).toEqual({ action: { kind: "reply", response: ok }, delayMs: 0 });
    expect(faults.take("GET", "v2/user")).not.toBeNull();
    expect(faults.take("GET", "v2/user")).toBeNull();
    expect(faults.armed).toBe(0);
  });

  it("lets a `*` segment stand for any one segment", () => {
    const faults = new DemoFaults();
    faults.arm({ method: "PUT", path: "streams/*/partial/upload", action: { kind: "drop" }, times: 3 });
    expect(faults.take("PUT", "streams/12/partial/upload")?.action).toEqual({ kind: "drop" });
    expect(faults.take("PUT", "streams/12/13/partial/upload")).toBeNull();
    expect(faults.take("PUT", "streams/partial/upload")).toBeNull();
    expect(faults.take("PUT", "streams/7/partial/upload")).not.toBeNull();
  });

  it("takes the first armed fault that matches", () => {
    const faults = new DemoFaults();
    faults.arm({ method: "POST", path: "sessions/*/merge", action: { kind: "failMerge" } });
    faults.arm({ method: "POST", path: "sessions/4/merge", action: { kind: "drop" } });
    expect(faults.take("POST", "sessions/4/merge")?.action.kind).toBe("failMerge");
    expect(faults.take("POST", "sessions/4/merge")?.action.kind).toBe("drop");
  });

  it("carries a delay with any action, and failNextMerge arms the merge of any session", () => {
    const faults = new DemoFaults();
    faults.arm({ method: "GET", path: "sessions/1", action: { kind: "drop", afterHandling: true }, delayMs: 40 });
    expect(faults.take("GET", "sessions/1")).toEqual({ action: { kind: "drop", afterHandling: true }, delayMs: 40 });
    faults.failNextMerge();
    expect(faults.take("POST", "sessions/99/merge")?.action).toEqual({ kind: "failMerge" });
    faults.failNextMergedWrite();
    expect(faults.take("POST", "sessions/7/merge")?.action).toEqual({ kind: "failMediaWrite" });
  });

  it("lets the first `after` matching requests through, then applies the fault", () => {
    const faults = new DemoFaults();
    faults.arm({ method: "PUT", path: "streams/*/partial/upload", action: { kind: "hold" }, after: 1 });
    expect(faults.take("PUT", "streams/3/partial/upload")).toBeNull();
    expect(faults.take("PUT", "streams/3/partial/upload")?.action).toEqual({ kind: "hold" });
    expect(faults.take("PUT", "streams/3/partial/upload")).toBeNull();
    expect(() => faults.arm({ method: "GET", path: "v2/user", action: { kind: "drop" }, after: -1 })).toThrow(
      "A fault's after must be zero or a positive whole number.",
    );
  });

  it("keeps held requests waiting until release() (or clear()) lets them all go", async () => {
    const faults = new DemoFaults();
    const released: string[] = [];
    const first = faults.waitForRelease().then(() => released.push("first"));
    const second = faults.waitForRelease().then(() => released.push("second"));
    expect(faults.holding).toBe(2);
    await Promise.resolve();
    expect(released).toEqual([]);
    faults.release();
    await Promise.all([first, second]);
    expect(released).toEqual(["first", "second"]);
    const third = faults.waitForRelease();
    faults.clear();
    await third;
    expect(faults.holding).toBe(0);
  });

  it("refuses faults it could not act out, saying why", () => {
    const faults = new DemoFaults();
    expect(() => faults.arm({ method: "GET", path: "v2/user" })).toThrow("A fault needs an action (or a response).");
    expect(() => faults.arm({ method: "GET", path: "v2/user", action: { kind: "delay" } })).toThrow(
      "A delay fault needs a delayMs above zero.",
    );
    expect(() => faults.arm({ method: "GET", path: "v2/user", action: { kind: "drop" }, times: 0 })).toThrow(
      "A fault's times must be a positive whole number.",
    );
    expect(() => faults.arm({ method: "GET", path: "v2/user", action: { kind: "deleteSession" } })).toThrow(
      "A deleteSession fault needs a path under sessions/{id} or streams/{id}.",
    );
    expect(() => faults.arm({ method: "GET", path: "sessions/1", action: { kind: "failMerge" } })).toThrow(
      "A failMerge fault applies to POST sessions/{id}/merge (or sessions/*/merge).",
    );
    expect(() => faults.arm({ method: "GET", path: "", action: { kind: "drop" } })).toThrow(
      "A fault needs the path it applies to.",
    );
    expect(faults.armed).toBe(0);
  });

  it("keeps the added delay through clear(): it is a setting of the server, not a fault", () => {
    const faults = new DemoFaults();
    faults.setAddedDelay(150);
    faults.arm({ method: "GET", path: "v2/user", action: { kind: "drop" } });
    faults.clear();
    expect(faults.armed).toBe(0);
    expect(faults.addedDelayMs).toBe(150);
    expect(() => faults.setAddedDelay(-1)).toThrow("The added delay must be zero or more milliseconds.");
  });
});
