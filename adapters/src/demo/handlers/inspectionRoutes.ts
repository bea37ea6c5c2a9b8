import { base64 } from "../crypto/base64";
import { findStream } from "../model/recordingSessions";
import { dataReply, iso } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/**
 * What tests of the Node server read back (registered only with the test controls on): a stream's
 * merged file as bytes, its received slices, and the stuck reports. In-process tests use
 * DemoTestControls for the same.
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
