import { transcriptResource } from "../model/insightResources";
import { ownedSession, ownedStream } from "../model/recordingSessions";
import { transcriptOf } from "../model/sessionRelated";
import { webVttOf } from "../model/webVtt";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/**
 * The transcript of a session (spec 3 §3 "Transcript"): as `transcripts` resources, and as the
 * WebVTT captions track of its streams (empty of cues when there is none). Owner only.
 */
export const transcriptRoutes: readonly Route[] = [
  authRoute("GET", "sessions/{id}/transcripts", ({ db, user, params }) => {
    const session = ownedSession(db, user.id, params["id"] ?? "");
    const transcripts = db.data.transcripts
      .filter((transcript) => transcript.sessionId === session.id)
      .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));
    return dataReply(transcripts.map(transcriptResource));
  }),

  authRoute("GET", "streams/{id}/captions", ({ db, user, params }) => {
    const { stream, session } = ownedStream(db, user.id, params["id"] ?? "");
    return dataReply({ id: stream.id, type: "captions", attributes: { vtt: webVttOf(transcriptOf(db, session.id)) } });
  }),
];
