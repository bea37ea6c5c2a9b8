import type { SessionListReply } from "@lectern/core/records/list/recordsListReplies";
import { pickDemoVideo } from "@lectern/core/downloads/pickDemoVideo";
import { describe, expect, it } from "vitest";

type Stream = { id: string; type: "audio" | "combined" | "camera"; status: number; primary: boolean };

const session = (id: string, name: string, streams: Stream[], demo: boolean | null = true) => ({
  id,
  type: "sessions",
  attributes: {
    name,
    type: null,
    status: 30,
    demo,
    favourite: null,
    thumbnail_url: null,
    started_at: null,
    created_at: null,
    duration: null,
    highlights_count: null,
  },
  relationships: { streams: { data: streams.map((stream) => ({ id: stream.id, type: "streams" })) }, tags: undefined },
});

const reply = (...sessions: { session: ReturnType<typeof session>; streams: Stream[] }[]): SessionListReply =>
  ({
    data: sessions.map((entry) => entry.session),
    included: sessions.flatMap((entry) =>
      entry.streams.map((stream) => ({
        id: stream.id,
        type: "streams" as const,
        attributes: { type: stream.type, status: stream.status, convert_progress: null, is_primary: stream.primary },
      })),
    ),
    meta: { pagination: { page: 1, total_records: sessions.length } },
  }) as SessionListReply;

const entry = (id: string, name: string, streams: Stream[], demo: boolean | null = true) => ({
  session: session(id, name, streams, demo),
  streams,
});

describe("pickDemoVideo", () => {
  it("prefers a screen lecture to an audio-only one, and the primary stream of a session", () => {
    const audio = entry("1", "Cell biology", [{ id: "10", type: "audio", status: 30, primary: true }]);
    const screen = entry("2", "Supply and demand", [
      { id: "20", type: "camera", status: 30, primary: false },
      { id: "21", type: "combined", status: 30, primary: false },
      { id: "22", type: "combined", status: 30, primary: true },
    ]);
    expect(pickDemoVideo(reply(audio, screen))).toEqual({
      sessionId: "2",
      streamId: "22",
      title: "Supply and demand",
      kind: "combined",
    });
  });

  it("plays audio when that is all there is, and nothing that is not converted or not a demo", () => {
    const converting = entry("1", "Converting", [{ id: "10", type: "combined", status: 20, primary: true }]);
    const notDemo = entry("2", "Mine", [{ id: "20", type: "combined", status: 30, primary: true }], false);
    const audio = entry("3", "Cell biology", [{ id: "30", type: "audio", status: 30, primary: true }]);
    expect(pickDemoVideo(reply(converting, notDemo))).toBeNull();
    expect(pickDemoVideo(reply(converting, notDemo, audio))?.streamId).toBe("30");
    expect(pickDemoVideo(reply())).toBeNull();
  });
});
