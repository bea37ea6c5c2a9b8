import type { DemoStream } from "../db/DemoSnapshot";
import { listedSessions } from "../model/listedSessions";
import { sessionResource, streamResource } from "../model/recordingResources";
import { sessionViewOf } from "../model/sessionView";
import { SessionListParameterError, readSessionListQuery, selectSessionPage } from "../model/sessionListQuery";
import { DemoHttpError } from "../routing/DemoHttpError";
import { reply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/** The upload queue looks sessions up by id (core/queue uploadCalls): at most this many at once. */
export const MAX_LISTED_IDS = 200;
export const NOT_YOUR_SESSIONS = "You can only list your own sessions.";

const includes = (include: string | null, what: string): boolean =>
  (include ?? "").split(",").some((part) => [what, "*"].includes(part.trim()));

/**
 * `GET sessions` (spec 3 §7 list pages): flattened `filter[pagination][page|limit]`, `sortBy` +
 * `sortDirection`, `term`, `from`/`to`, `statuses`, `filter[ids]`, `filter[demo]=1&filter[user_id]`,
 * `filter[shared]=1`, `filter[favourite]=1` (listedSessions), `include=streams,tags`;
 * `meta.pagination` says where the page sits. Filtered once per request and
 * only the requested page's prefix ordered (sessionListQuery), so 100,000 sessions answer quickly.
 */
export const sessionListRoutes: readonly Route[] = [
  authRoute("GET", "sessions", ({ request, db, user }) => {
    const ids = [...request.query.getAll("filter[ids]"), ...request.query.getAll("filter[ids][]")]
      .flatMap((value) => value.split(","))
      .filter((id) => id.trim());
    if (ids.length > MAX_LISTED_IDS) {
      throw new DemoHttpError(422, {
        title: `The filter[ids] may not have more than ${MAX_LISTED_IDS} items.`,
        source: { parameter: "filter[ids]" },
      });
    }
    let query;
    try {
      query = readSessionListQuery(request.query, MAX_LISTED_IDS);
    } catch (error) {
      if (!(error instanceof SessionListParameterError)) throw error;
      throw new DemoHttpError(422, { title: error.message, source: { parameter: error.parameter } });
    }
    // Demo sessions are asked for by user id (spec 3 §7); nobody lists another user's.
    if (query.userId !== null && query.userId !== user.id) {
      throw new DemoHttpError(403, { title: NOT_YOUR_SESSIONS, source: { parameter: "filter[user_id]" } });
    }
    const page = selectSessionPage(db.data.recordingSessions, listedSessions(db, user, query), query);

    // One pass over the streams for the whole page, not one per session.
    const wanted = new Set(page.sessions.map((session) => session.id));
    const streamsBySession = new Map<string, DemoStream[]>();
    for (const stream of db.data.streams) {
      if (!wanted.has(stream.sessionId)) continue;
      const list = streamsBySession.get(stream.sessionId) ?? [];
      list.push(stream);
      streamsBySession.set(stream.sessionId, list);
    }
    const highlights = new Map<string, number>();
    for (const poi of db.data.pois) {
      if (wanted.has(poi.sessionId)) highlights.set(poi.sessionId, (highlights.get(poi.sessionId) ?? 0) + 1);
    }
    const tagIds = new Set(page.sessions.flatMap((session) => session.tagIds));
    const data = page.sessions.map((session) => {
      const streams = streamsBySession.get(session.id) ?? [];
      const resource = sessionResource(session, streams, sessionViewOf(db, session, user.id));
      // The resource counts highlights only with the related rows at hand; the list counted them in one pass.
      return { ...resource, attributes: { ...resource.attributes, highlights_count: highlights.get(session.id) ?? 0 } };
    });
    const include = request.query.get("include");
    const included = [
      ...(includes(include, "streams")
        ? page.sessions.flatMap((s) => streamsBySession.get(s.id) ?? []).map((stream) => streamResource(stream))
        : []),
      ...(includes(include, "tags")
        ? db.data.tags
            .filter((tag) => tagIds.has(tag.id))
            .map((tag) => ({ id: tag.id, type: "tags", attributes: { tag: tag.tag } }))
        : []),
    ];
    return reply({
      data,
      ...(include ? { included } : {}),
      meta: {
        pagination: {
          page: query.page,
          limit: query.limit,
          total_records: page.total,
          total_pages: page.totalPages,
        },
      },
    });
  }),
];
