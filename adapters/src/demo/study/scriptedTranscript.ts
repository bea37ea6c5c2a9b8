import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoPermissionOverride, DemoTranscriptSentence } from "../db/DemoSnapshot";
import type { DemoEventQueue } from "../model/DemoEventQueue";
import { sessionChannel } from "../model/recordingSessions";
import { replaceSessionTranscript } from "../model/replaceSessionTranscript";
import { findUserByEmail } from "../model/users";

/** Why `sentences` cannot be a transcript (each `{ text, start, end }`, seconds), or null. */
export const scriptedSentencesProblem = (sentences: unknown): string | null => {
  if (!Array.isArray(sentences)) return "The sentences must be a list of { text, start, end }.";
  const wrong = sentences.findIndex((sentence: unknown) => {
    const { text, start, end } = (sentence ?? {}) as Record<string, unknown>;
    return (
      typeof text !== "string" ||
      !text.trim() ||
      typeof start !== "number" ||
      typeof end !== "number" ||
      !Number.isFinite(start) ||
      !Number.isFinite(end) ||
      start < 0 ||
      end < start
    );
  });
  return wrong < 0 ? null : `Sentence ${wrong} needs a text and times with 0 ≤ start ≤ end (seconds).`;
};

/**
 * A test's scripted transcript for a session (any user's): it replaces the session's transcripts
 * with these sentences, spoken by the host, and asks for the study material as a new transcript
 * does. Call inside a change between requests (DemoRouter.exclusive). False when there is no session.
 */
export const setScriptedTranscript = async (
  db: DemoDatabase,
  events: DemoEventQueue,
  sessionId: string,
  sentences: readonly DemoTranscriptSentence[],
  now: number,
): Promise<boolean> => {
  const session = db.data.recordingSessions.find((candidate) => candidate.id === sessionId);
  if (!session) return false;
  const turns = sentences.length
    ? [{ speakerId: "host", sentences: sentences.map(({ text, start, end }) => ({ text, start, end })) }]
    : [];
  await replaceSessionTranscript(db, session, { speakers: [{ id: "host", name: "Host" }], turns }, now);
  events.publish(sessionChannel(session.userId, session.id), "assets_changes", { id: session.id });
  return true;
};

/** Sets the flags that differ from the demo rule for the user behind `email` (null: the demo rule). */
export const setUserPermissions = (
  db: DemoDatabase,
  email: string,
  permissions: DemoPermissionOverride | null,
): boolean => {
  const user = findUserByEmail(db, email);
  if (!user) return false;
  db.mutate(() => {
    user.permissions = permissions === null ? null : { ...permissions };
  }, user);
  return true;
};

/** Why `permissions` cannot be an override (an object of booleans, or null), or null. */
export const permissionsProblem = (permissions: unknown): string | null =>
  permissions === null ||
  (typeof permissions === "object" &&
    !Array.isArray(permissions) &&
    Object.values(permissions as object).every((value) => typeof value === "boolean"))
    ? null
    : "The permissions must be an object of flags to true or false, or null.";
