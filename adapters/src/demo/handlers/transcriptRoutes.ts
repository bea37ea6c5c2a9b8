import { transcriptResource } from "../model/insightResources";
import { requireAccess, requireStreamAccess } from "../model/sharedAccess";
import { transcriptOf } from "../model/sessionRelated";
import { transcriptWithin } from "../model/spanCuts";
import { webVttOf } from "../model/webVtt";
import { dataReply } from "../routing/replies";
import { type Route } from "../routing/Route";
import { readRoute } from "../routing/viewerRoutes";

/**
 * The transcript of a session (spec 3 §3 "Transcript"): as `transcripts` resources, and as the
 * WebVTT captions track of its streams (empty of cues when there is none). The owner, or a viewer
 * with X-SHARED-ID; through a shared highlight, only the cues of its span (issue 19).
 */
export const transcriptRoutes: readonly Route[] = [
  readRoute("GET", "sessions/{id}/transcripts", async (context) => {
    const { db, params } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "read");
    const transcripts = [...(await db.sessionRows("transcripts", session.id))].sort(
      (a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id),
    );
    return dataReply(transcripts.map(transcriptResource));
  }),

  readRoute("GET", "streams/{id}/captions", async (context) => {
    const { db, params } = context;
    const { stream, session, span } = requireStreamAccess(context, params["id"] ?? "", "read");
    const transcript = await transcriptOf(db, session.id);
    const vtt = webVttOf(span ? transcriptWithin(transcript, span) : transcript);
    return dataReply({ id: stream.id, type: "captions", attributes: { vtt } });
  }),
];
