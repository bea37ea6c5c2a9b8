import { shownLoad } from "@lectern/core/kernel/pageData/shownLoad";
import { describe, expect, it } from "vitest";

const failure = { error: new Error("offline"), message: "offline" };

describe("shownLoad: a page's one status from its PageData", () => {
  it("forgets the data when idle, keeps it while the first read runs or fails", () => {
    expect(shownLoad({ status: "idle" }, "ready")).toEqual({ status: "idle", error: null, data: null });
    expect(shownLoad({ status: "loading" }, "idle")).toEqual({ status: "loading", error: null, data: undefined });
    expect(shownLoad({ status: "failed", failure }, "loading")).toEqual({
      status: "failed",
      error: "offline",
      data: undefined,
    });
  });

  it("shows a failed re-read as failed with the older data, and a re-read after a failure as loading", () => {
    const ready = { status: "ready", data: [1], refreshing: false, refreshFailed: null } as const;
    expect(shownLoad({ ...ready, refreshFailed: failure }, "ready")).toEqual({
      status: "failed",
      error: "offline",
      data: [1],
    });
    expect(shownLoad({ ...ready, refreshing: true }, "failed")).toEqual({ status: "loading", error: null, data: [1] });
    expect(shownLoad({ ...ready, refreshing: true }, "ready")).toEqual({ status: "ready", error: null, data: [1] });
    expect(shownLoad(ready, "loading")).toEqual({ status: "ready", error: null, data: [1] });
  });
});
