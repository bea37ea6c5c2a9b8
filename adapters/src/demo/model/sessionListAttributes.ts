import type { DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";

type Attributes = Readonly<Record<string, unknown>>;

/** The primary stream (the one the list's type, progress and duration come from), else the first. */
export const primaryStreamOf = (streams: readonly DemoStream[]): DemoStream | null =>
  streams.find((stream) => stream.isPrimary) ?? streams[0] ?? null;

/**
 * The attributes a list row shows (spec 3 §2 /records): the session resource's own, completed with
 * any of type, duration, highlights_count, favourite, demo and thumbnail_url it does not carry, so
 * the list reply is whole whatever the shared resource has grown to. The resource's values win,
 * except favourite and demo.
 */
export const sessionListAttributes = (
  session: DemoRecordingSession,
  streams: readonly DemoStream[],
  highlightsCount: number,
  attributes: Attributes,
): Attributes => {
  const primary = primaryStreamOf(streams);
  const spanSeconds =
    session.startedAt !== null && session.endedAt !== null
      ? Math.max(0, Math.round((session.endedAt - session.startedAt) / 1000))
      : null;
  const completed: Record<string, unknown> = {
    type: primary?.type === "audio" || !primary ? "audio" : "combined",
    duration: primary?.duration ?? spanSeconds,
    highlights_count: highlightsCount,
    favourite: session.favourite,
    demo: session.demo,
    thumbnail_url: null,
  };
  // Favourite and demo are the session's own flags: nothing else can know them better.
  return { ...completed, ...attributes, favourite: session.favourite, demo: session.demo };
};
