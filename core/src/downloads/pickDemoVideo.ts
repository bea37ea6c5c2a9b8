import type { ListStreamResource, SessionListReply } from "../records/list/recordsListReplies";

/** Spec 3 §3: a stream is converted at status 30, or once its progress reaches 100. */
const CONVERTED = 30;

/** The demo lecture the video plays: which session, which stream, and what kind of picture it has. */
export interface DemoVideoChoice {
  readonly sessionId: string;
  readonly streamId: string;
  readonly title: string;
  /** `combined` has the screen; `audio` plays sound over a still frame. */
  readonly kind: "combined" | "audio";
}

type Included = NonNullable<SessionListReply["included"]>[number];

const isStream = (resource: Included): resource is ListStreamResource =>
  resource.type === "streams" && "attributes" in resource;

const converted = (stream: ListStreamResource): boolean =>
  (stream.attributes.status ?? 0) >= CONVERTED || (stream.attributes.convert_progress ?? 0) >= 100;

/**
 * The demo video among the user's demo sessions: a demo session's converted primary stream (its
 * first converted stream when none is primary), a screen recording before an audio-only one, the
 * list's order otherwise. Null when nothing can play yet — never a stream still being converted.
 */
export const pickDemoVideo = (reply: SessionListReply): DemoVideoChoice | null => {
  const streams = new Map<string, ListStreamResource>();
  for (const resource of reply.included ?? []) if (isStream(resource)) streams.set(String(resource.id), resource);

  const candidates: DemoVideoChoice[] = [];
  for (const session of reply.data) {
    if (session.attributes.demo === false) continue;
    const own = (session.relationships?.streams?.data ?? [])
      .map((reference) => streams.get(String(reference.id)))
      .filter((stream): stream is ListStreamResource => stream !== undefined && stream.attributes.type !== "camera");
    const playable = own.filter(converted);
    const stream = playable.find((candidate) => candidate.attributes.is_primary) ?? playable[0];
    if (!stream) continue;
    candidates.push({
      sessionId: String(session.id),
      streamId: String(stream.id),
      title: session.attributes.name ?? "",
      kind: (stream.attributes.type ?? session.attributes.type) === "audio" ? "audio" : "combined",
    });
  }
  return candidates.find((candidate) => candidate.kind === "combined") ?? candidates[0] ?? null;
};
