import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";
import type { DemoMediaStore } from "../media/DemoMediaStore";
import type { MediaAddresses } from "../media/MediaAddresses";
import { DemoHttpError } from "../routing/DemoHttpError";
import type { DemoEventQueue } from "./DemoEventQueue";
import { attachmentKeysOf } from "./notes";
import { sessionResource } from "./recordingResources";
import { ownerViewOf } from "./sessionView";

export const SESSION_NOT_FOUND = "This session does not exist or has been removed.";
export const STREAM_NOT_FOUND = "This stream does not exist or its session has been removed.";

/** `private-users-{userId}.sessions`: created, started, removed, changed, wrapped (spec 3 §7). */
export const userSessionsChannel = (userId: string): string => `private-users-${userId}.sessions`;

/** `private-users-{userId}.sessions-{sessionId}`: ended, stream_convert_progress, … (spec 3 §7). */
export const sessionChannel = (userId: string, sessionId: string): string =>
  `private-users-${userId}.sessions-${sessionId}`;

export const streamsOf = (db: DemoDatabase, sessionId: string): DemoStream[] =>
  db.data.streams.filter((stream) => stream.sessionId === sessionId);

/** Any user's stream (test inspection only); 404 when there is none. */
export const findStream = (db: DemoDatabase, streamId: string): DemoStream => {
  const stream = db.data.streams.find((candidate) => candidate.id === streamId);
  if (!stream) throw new DemoHttpError(404, { title: STREAM_NOT_FOUND, source: { parameter: "stream" } });
  return stream;
};

/**
 * Deletes a session with everything of it: streams and their bytes (merged and slices), waveform and
 * thumbnail files, highlights, notes and their files, transcripts, heard captions, summaries,
 * action items, quizzes, flashcards, tutor messages and study jobs, its share, bookmarks and
 * favourites, and the shared-poi sessions made from its highlights (the user's DELETE, or a test
 * fault standing for a removal on another device), and tells the user's devices. The user's tags
 * stay: they are the user's, not the session's.
 */
export const removeRecordingSession = async (
  db: DemoDatabase,
  media: DemoMediaStore,
  events: DemoEventQueue,
  session: DemoRecordingSession,
  addresses?: MediaAddresses,
): Promise<void> => {
  const streams = streamsOf(db, session.id);
  const removed = sessionResource(session, streams, ownerViewOf(db, session));
  const files = [
    ...attachmentKeysOf(db.data.notes.filter((note) => note.sessionId === session.id)),
    ...streams.flatMap((stream) => (stream.waveformKey ? [stream.waveformKey] : [])),
    ...(session.thumbnailKey ? [session.thumbnailKey] : []),
    ...db.data.slideSets.filter((set) => set.sessionId === session.id).map((set) => set.key),
  ];
  const sharedPoiSessions = new Set(
    db.data.sharedPois.filter((row) => row.parentId === session.id).map((row) => row.sessionId),
  );
  const gone = new Set([session.id, ...sharedPoiSessions]);
  const others = <T extends { readonly sessionId: string }>(rows: readonly T[]): T[] =>
    rows.filter((row) => !gone.has(row.sessionId));
  // Rows read on demand are read first, so the filters below remove the stored ones too.
  await Promise.all([...gone].map((id) => db.sessionRows("transcripts", id)));
  db.mutate((data) => {
    data.recordingSessions = data.recordingSessions.filter((candidate) => !gone.has(candidate.id));
    data.streams = others(data.streams);
    data.pois = others(data.pois);
    data.notes = others(data.notes);
    data.watchedPois = others(data.watchedPois);
    data.transcripts = others(data.transcripts);
    data.heardCaptions = others(data.heardCaptions);
    data.summaries = others(data.summaries);
    data.actionItems = others(data.actionItems);
    data.quizzes = others(data.quizzes);
    data.flashcards = others(data.flashcards);
    data.tutorMessages = others(data.tutorMessages);
    data.studyJobs = others(data.studyJobs);
    data.quizGenerations = others(data.quizGenerations);
    data.shares = others(data.shares);
    data.sharedPois = others(data.sharedPois);
    data.bookmarks = others(data.bookmarks);
    data.favourites = others(data.favourites);
    data.slideSets = others(data.slideSets);
    data.slideNotes = others(data.slideNotes);
  });
  addresses?.forget(streams.map((stream) => stream.id));
  await media.deleteStreams(streams.map((stream) => stream.id));
  if (files.length) await media.deleteFiles(files);
  events.publish(userSessionsChannel(session.userId), "removed", removed);
};

/**
 * Ends a started session at `end`, and with it every session recorded as its participant (spec 2
 * §6: a participant's session has it as parent, and only the host ends); each is announced with
 * `ended` on its own session channel, which ends the recording on the participant's device.
 */
export const endRecordingSession = (
  db: DemoDatabase,
  events: DemoEventQueue,
  session: DemoRecordingSession,
  end: number,
): void => {
  const participants = db.data.recordingSessions.filter(
    (candidate) => candidate.parentId === session.id && candidate.status < 20,
  );
  const ended = [session, ...participants];
  db.mutate(
    () => {
      for (const each of ended) {
        each.status = 20;
        each.endedAt = end;
      }
    },
    ...ended,
  );
  for (const each of ended) {
    events.publish(
      sessionChannel(each.userId, each.id),
      "ended",
      sessionResource(each, streamsOf(db, each.id), ownerViewOf(db, each)),
    );
  }
};
