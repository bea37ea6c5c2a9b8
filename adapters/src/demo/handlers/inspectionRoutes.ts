import { base64 } from "../crypto/base64";
import { SESSION_NOT_FOUND, findStream } from "../model/recordingSessions";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply, iso } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/**
 * What tests of the Node server read back (registered only with the test controls on): a stream's
 * merged file as bytes, its received slices, the stuck reports, and a session's highlights and notes
 * as stored. In-process tests use DemoTestControls for the same.
 */
export const inspectionRoutes: readonly Route[] = [
  route("GET", "demo/media/streams/{id}/merged", async ({ db, media, params }) => {
    const stream = findStream(db, params["id"] ?? "");
    const bytes = await media.readMerged(stream.id);
    if (!bytes) return dataReply(null, 404);
    return { status: 200, headers: { "content-type": "video/webm" }, body: bytes };
  }),

  // Sizes and base64 bytes of slices 0 … received_through, in order.
  route("GET", "demo/media/streams/{id}/slices", async ({ db, media, params }) => {
    const stream = findStream(db, params["id"] ?? "");
    const slices = await media.readSlices(stream.id, stream.receivedThrough + 1);
    return dataReply({
      id: stream.id,
      type: "demo_stream_slices",
      attributes: {
        received_through: stream.receivedThrough,
        sizes: slices.map((slice) => slice.length),
        slices: slices.map((slice) => base64.encode(slice)),
      },
    });
  }),

  // Any user's session: its start, highlights, notes and watched highlight as stored (times in epoch ms).
  route("GET", "demo/sessions/{id}/content", ({ db, params }) => {
    const session = db.data.recordingSessions.find((candidate) => candidate.id === params["id"]);
    if (!session) throw new DemoHttpError(404, { title: SESSION_NOT_FOUND, source: { parameter: "session" } });
    return dataReply({
      id: session.id,
      type: "demo_session_content",
      attributes: {
        started_at: session.startedAt === null ? null : iso(session.startedAt),
        pois: db.data.pois.filter((poi) => poi.sessionId === session.id),
        notes: db.data.notes.filter((note) => note.sessionId === session.id),
        watched_poi: db.data.watchedPois.find((watched) => watched.sessionId === session.id) ?? null,
      },
    });
  }),

  route("GET", "demo/monitoring/stuck", ({ db }) =>
    dataReply(
      db.data.stuckReports.map((report) => ({
        id: report.id,
        type: "widget_stuck_reports",
        attributes: { user_id: report.userId, received_at: iso(report.receivedAt), stuck: report.items },
      })),
    ),
  ),
];
