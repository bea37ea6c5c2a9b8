import type { DemoRecordingSession } from "../db/DemoSnapshot";
import { sessionResource, streamResource } from "../model/recordingResources";
import { streamsOf } from "../model/recordingSessions";
import { reply } from "../routing/replies";
import type { RouteContext } from "../routing/Route";

/** `include=streams` (or `*`) asks for the streams as JSON:API `included` resources. */
export const includesStreams = (include: string | null): boolean =>
  (include ?? "").split(",").some((part) => ["streams", "*"].includes(part.trim()));

/** A session document; its streams go in `included` when the request asks for them (or `withStreams`). */
export const sessionDocument = (
  context: RouteContext,
  session: DemoRecordingSession,
  options: { readonly status?: number; readonly withStreams?: boolean } = {},
) => {
  const streams = streamsOf(context.db, session.id);
  const withStreams = options.withStreams || includesStreams(context.request.query.get("include"));
  return reply(
    { data: sessionResource(session, streams), ...(withStreams ? { included: streams.map(streamResource) } : {}) },
    options.status ?? 200,
  );
};
