import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";
import type { SessionRelated } from "./recordingResources";
import { streamsOf } from "./recordingSessions";
import { sessionRelatedOf, transcriptOf } from "./sessionRelated";
import { sharedPoiSpanOf } from "./sharedPoiSession";
import { sharedPoiOf } from "./shares";
import { transcriptWithin } from "./spanCuts";

/** The streams and records a session's document shows. */
export interface SessionContent {
  readonly streams: readonly DemoStream[];
  readonly related: SessionRelated;
}

/**
 * What a session shows: its own streams and records; for a shared-poi session (spec 3 §3: a single
 * poi and no streams), its parent's streams, the one highlight it shares and the transcript of that
 * highlight's span only (issue 19).
 */
export const sessionContentOf = async (db: DemoDatabase, session: DemoRecordingSession): Promise<SessionContent> => {
  const own = await sessionRelatedOf(db, session);
  const shared = sharedPoiOf(db, session.id);
  if (!shared) return { streams: streamsOf(db, session.id), related: own };
  const poi = db.data.pois.find((row) => row.id === shared.poiId);
  const span = sharedPoiSpanOf(db, session.id);
  return {
    streams: streamsOf(db, shared.parentId),
    related: {
      ...own,
      pois: poi ? [poi] : [],
      transcript: span && transcriptWithin(await transcriptOf(db, shared.parentId), span),
    },
  };
};
