import { whisperMessage } from "@lectern/adapters/realtime/whisperMessage";
import { describe, expect, it } from "vitest";

describe("whisperMessage", () => {
  it("prefixes the event with client- and stamps eventName and actionDate over the payload", () => {
    const at = new Date(Date.UTC(2026, 10, 22, 9, 30, 0, 250));
    expect(whisperMessage("backtrack_started", { eventName: "spoofed", seconds: 15 }, at)).toEqual({
      event: "client-backtrack_started",
      data: { seconds: 15, eventName: "backtrack_started", actionDate: "2026-11-22T09:30:00.250Z" },
    });
  });
});
