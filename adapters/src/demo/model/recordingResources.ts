import { isDemoLectureFileKey } from "../seed/lectures/demoLectureFileKeys";
import type {
  DemoActionItem,
  DemoNote,
  DemoPoi,
  DemoRecordingSession,
  DemoStream,
  DemoSummary,
  DemoTranscript,
} from "../db/DemoSnapshot";
import { iso } from "../routing/replies";
import type { SessionViewAttributes } from "./sessionView";

const STREAM_LABELS: Readonly<Record<DemoStream["type"], string>> = {
  combined: "Screen",
  camera: "Camera",
  audio: "Audio",
};

/** The stream's label ("Screen", "Camera", "Audio"), also used in file names. */
export const streamLabel = (stream: Pick<DemoStream, "type">): string => STREAM_LABELS[stream.type];

/** The stream's path on the server: the client uploads to `{path}/partial/upload`. */
export const streamPath = (stream: Pick<DemoStream, "id">): string => `streams/${stream.id}`;

/**
 * JSON:API `streams` resource (spec 3 §3 "Stream", plus `received_through` for the upload queue).
 * `waveform` is the path of its peaks once the pipeline finished them; `captions` the path of its
 * WebVTT when the session has a transcript (`withCaptions`).
 */
export const captionedStreamResource = (stream: DemoStream, withCaptions: boolean) => ({
  id: stream.id,
  type: "streams",
  attributes: {
    type: stream.type,
    name: streamLabel(stream),
    path: streamPath(stream),
    status: stream.status,
    convert_progress: stream.convertProgress,
    duration: stream.duration,
    is_primary: stream.isPrimary,
    is_original: true,
    created_at: iso(stream.createdAt),
    received_through: stream.receivedThrough,
    size: stream.receivedBytes,
    waveform: stream.waveformKey === null ? null : `${streamPath(stream)}/waveform`,
    captions: withCaptions ? `${streamPath(stream)}/captions` : null,
    is_waveform_attached: stream.waveformKey !== null,
  },
  relationships: { session: { data: { id: stream.sessionId, type: "sessions" } } },
});

/** A `streams` resource without captions (the upload queue's, the list's). */
export const streamResource = (stream: DemoStream) => captionedStreamResource(stream, false);

/** The records of a session that its document relates (sessionRelatedOf gathers them). */
export interface SessionRelated {
  readonly pois: readonly DemoPoi[];
  readonly notes: readonly DemoNote[];
  readonly transcript: DemoTranscript | null;
  readonly summary: DemoSummary | null;
  readonly actionItems: readonly DemoActionItem[];
}

/** The primary stream (the first when none is marked), which gives the session its type and duration. */
export const primaryStreamOf = (streams: readonly DemoStream[]): DemoStream | null =>
  streams.find((stream) => stream.isPrimary) ?? streams[0] ?? null;

/**
 * Where a session's thumbnail is served. A seeded lecture's is committed beside its media on the app's
 * origin (ui/public/demo-lectures/, as DEMO_LECTURES_PATH serves the lecture itself), so an <img> finds
 * it in the tab and against the Node server alike; any other is served by the backend at an
 * unguessable key, like a note's file, relative to the API origin.
 */
export const thumbnailUrl = (session: Pick<DemoRecordingSession, "id" | "thumbnailKey">): string | null => {
  if (session.thumbnailKey === null) return null;
  if (isDemoLectureFileKey(session.thumbnailKey)) return `/${session.thumbnailKey}`;
  return `/api/demo/media/thumbnails/${encodeURIComponent(session.id)}/${encodeURIComponent(session.thumbnailKey)}`;
};

const many = (type: string, rows: readonly { readonly id: string }[]) => ({
  data: rows.map((row) => ({ id: row.id, type })),
});
const one = (type: string, row: { readonly id: string } | null) => ({ data: row ? { id: row.id, type } : null });

/**
 * JSON:API `sessions` resource (spec 3 §3 "Session") as one reader sees it (`view`: their star,
 * the owner's `shared`). Without `related` (events, whose clients read the session again) the
 * highlights, notes, transcript, summary and action items are left out.
 */
export const sessionResource = (
  session: DemoRecordingSession,
  streams: readonly DemoStream[],
  view: SessionViewAttributes,
  related: SessionRelated | null = null,
) => {
  const primary = primaryStreamOf(streams);
  return {
    id: session.id,
    type: "sessions",
    attributes: {
      name: session.name,
      description: session.description ?? null,
      type: primary && primary.type !== "audio" ? "combined" : "audio",
      status: session.status,
      demo: session.demo,
      favourite: view.favourite,
      shared: view.shared,
      owner: view.owner,
      shared_with_me: view.shared_with_me,
      organization_id: session.organizationId,
      geo: session.geo ? { ...session.geo } : null,
      thumbnail_url: thumbnailUrl(session),
      zipped: false,
      started_at: session.startedAt === null ? null : iso(session.startedAt),
      ended_at: session.endedAt === null ? null : iso(session.endedAt),
      scheduled_on: null,
      scheduled_to: null,
      slide_url: null,
      created_at: iso(session.createdAt),
      duration: primary?.duration ?? null,
      highlights_count: related?.pois.length ?? 0,
    },
    relationships: {
      streams: many("streams", streams),
      parent: { data: session.parentId ? { id: session.parentId, type: "sessions" } : null },
      tags: { data: session.tagIds.map((id) => ({ id, type: "tags" })) },
      ...(related
        ? {
            pois: many("sessions_pois", related.pois),
            notes: many("sessions_notes", related.notes),
            transcript: one("transcripts", related.transcript),
            summary: one("sessions_summaries", related.summary),
            action_items: many("action_items", related.actionItems),
          }
        : {}),
    },
  };
};
