import { captionsAccessOf } from "@lectern/core/captions/application/captionsAccess";
import type { RecorderState } from "@lectern/core/recording/application/Recorder";
import { describe, expect, it } from "vitest";
import { aRecording } from "../../support/aRecording";

const recording = (sessionId: string | null, parentSessionId: string | null = null): RecorderState =>
  aRecording({ sessionId, parentSessionId });

const ENABLED = { liveCaptions: true };
const OPEN = { sessionStarted: true, liveCaptions: true };

describe("captionsAccessOf (spec 2 §2.5, §4.11)", () => {
  it("lets the host of a started session stream", () => {
    expect(captionsAccessOf(recording("12"), "7", ENABLED)).toEqual({
      context: { sessionId: "12", userId: "7", role: "host" },
      gate: OPEN,
    });
  });

  it("lets a participant only listen, on the host's session", () => {
    expect(captionsAccessOf(recording("12", "3"), "7", ENABLED)).toEqual({
      context: { sessionId: "12", userId: "7", role: "participant", parentSessionId: "3" },
      gate: OPEN,
    });
  });

  it("offers nothing before the session is on the server, without the permission, signed out or idle", () => {
    expect(captionsAccessOf(recording(null), "7", ENABLED)).toBeNull();
    expect(captionsAccessOf(recording("12"), "7", { liveCaptions: false })).toBeNull();
    expect(captionsAccessOf(recording("12"), "7", null)).toBeNull();
    expect(captionsAccessOf(recording("12"), null, ENABLED)).toBeNull();
    expect(captionsAccessOf({ phase: "idle", problem: null }, "7", ENABLED)).toBeNull();
  });
});
