import type { DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";
import { iso } from "../routing/replies";

const STREAM_LABELS: Readonly<Record<DemoStream["type"], string>> = {
  combined: "Screen",
  camera: "Camera",
  audio: "Audio",
};

/** The stream's path on the server: the client uploads to `{path}/partial/upload`. */
export const streamPath = (stream: Pick<DemoStream, "id">): string => `streams/${stream.id}`;

/** JSON:API `streams` resource (spec 3 §3 "Stream", plus `received_through` for the upload queue). */
export const streamResource = (stream: DemoStream) => ({
  id: stream.id,
  type: "streams",
  attributes: {
    type: stream.type,
    name: STREAM_LABELS[stream.type],
    path: streamPath(stream),
    status: stream.status,
    convert_progress: stream.convertProgress,
    duration: stream.duration,
    is_primary: stream.isPrimary,
    is_original: true,
    created_at: iso(stream.createdAt),
    received_through: stream.receivedThrough,
    size: stream.receivedBytes,
  },
  relationships: { session: { data: { id: stream.sessionId, type: "sessions" } } },
});

/** JSON:API `sessions` resource (spec 3 §3 "Session"), with its streams as a relationship. */
export const sessionResource = (session: DemoRecordingSession, streams: readonly DemoStream[]) => ({
  id: session.id,
  type: "sessions",
  attributes: {
    name: session.name,
    status: session.status,
    organization_id: session.organizationId,
    started_at: session.startedAt === null ? null : iso(session.startedAt),
    ended_at: session.endedAt === null ? null : iso(session.endedAt),
    created_at: iso(session.createdAt),
    geo: session.geo ? { ...session.geo } : null,
    description: session.description ?? null,
    demo: false,
  },
  relationships: {
    streams: { data: streams.map((stream) => ({ id: stream.id, type: "streams" })) },
    parent: { data: session.parentId ? { id: session.parentId, type: "sessions" } : null },
  },
});
