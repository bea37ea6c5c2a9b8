import type { WireResponse } from "@lectern/core/api/wire";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoNote, DemoRecordingSession, DemoUser } from "../db/DemoSnapshot";
import { actionItemResource, summaryResource, transcriptResource } from "../model/insightResources";
import { noteFileUrls } from "../model/noteFileUrls";
import { noteResource } from "../model/notes";
import { poiResource } from "../model/pois";
import { captionedStreamResource, sessionResource } from "../model/recordingResources";
import { sessionContentOf } from "../model/sessionContent";
import { hasSentences } from "../model/sessionRelated";
import { resolveAccess } from "../model/sharedAccess";
import { sessionViewOf } from "../model/sessionView";
import { tagResource } from "../model/tags";
import { reply } from "../routing/replies";
import { learnsFromOf } from "../study/studyInputOf";
import type { RouteContext } from "../routing/Route";

/** What `include` may name on a session (spec 3 §7); `*` names them all. */
export const SESSION_INCLUDES = ["streams", "pois", "notes", "tags", "transcript", "summary", "action_items"] as const;
export type SessionInclude = (typeof SESSION_INCLUDES)[number];

/** The relations `include=streams,pois` (or `*`) asks for; unknown names are ignored, as the API does. */
export const readIncludes = (include: string | null): ReadonlySet<SessionInclude> => {
  const parts = (include ?? "").split(",").map((part) => part.trim());
  if (parts.includes("*")) return new Set(SESSION_INCLUDES);
  return new Set(SESSION_INCLUDES.filter((name) => parts.includes(name)));
};

/** `include=streams` (or `*`) asks for the streams as JSON:API `included` resources. */
export const includesStreams = (include: string | null): boolean => readIncludes(include).has("streams");

/**
 * The `sessions` resource with every relationship, as `viewerId` sees it (null: signed out), and the
 * included resources asked for; notes' files at the addresses `fileUrl` issues for this reply.
 */
export const sessionWithIncluded = async (
  db: DemoDatabase,
  session: DemoRecordingSession,
  includes: ReadonlySet<SessionInclude>,
  viewerId: string | null,
  fileUrl: (note: DemoNote) => string | null,
) => {
  const { streams, related } = await sessionContentOf(db, session);
  const captions = hasSentences(related.transcript);
  const tags = db.data.tags.filter((tag) => session.tagIds.includes(tag.id));
  const poiTagIds = new Set(related.pois.flatMap((poi) => poi.tagIds));
  const included = [
    ...(includes.has("streams") ? streams.map((stream) => captionedStreamResource(stream, captions)) : []),
    ...(includes.has("pois") ? related.pois.map(poiResource) : []),
    ...(includes.has("notes") ? related.notes.map((note) => noteResource(note, fileUrl)) : []),
    // The highlights' tags come with them, so a highlight's chips can be named.
    ...(includes.has("tags") || includes.has("pois")
      ? db.data.tags
          .filter(
            (tag) => (includes.has("tags") && tags.includes(tag)) || (includes.has("pois") && poiTagIds.has(tag.id)),
          )
          .map(tagResource)
      : []),
    ...(includes.has("transcript") && related.transcript ? [transcriptResource(related.transcript)] : []),
    ...(includes.has("summary") && related.summary ? [summaryResource(related.summary)] : []),
    ...(includes.has("action_items") ? related.actionItems.map(actionItemResource) : []),
  ];
  const resource = sessionResource(session, streams, sessionViewOf(db, session, viewerId), related);
  // Issue 21: what a generation would learn from now, so the record page offers only what can work.
  const attributes = { ...resource.attributes, study_source: learnsFromOf(session, streams, related) };
  return { data: { ...resource, attributes }, included };
};

/**
 * A session document as the request's user sees it; what `include` names (or `withStreams`: the
 * streams) goes in `included`.
 */
export const sessionDocument = async (
  context: RouteContext & { readonly user: DemoUser | null },
  session: DemoRecordingSession,
  options: { readonly status?: number; readonly withStreams?: boolean } = {},
): Promise<WireResponse> => {
  const includes = new Set(readIncludes(context.request.query.get("include")));
  if (options.withStreams) includes.add("streams");
  const access = resolveAccess(context, session.id, "session");
  const fileUrl = access ? await noteFileUrls(context, access) : () => null;
  const { data, included } = await sessionWithIncluded(
    context.db,
    session,
    includes,
    context.user?.id ?? null,
    fileUrl,
  );
  return reply({ data, ...(includes.size ? { included } : {}) }, options.status ?? 200);
};
