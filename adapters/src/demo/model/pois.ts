import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoPoi, DemoPoiType, DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";
import { DemoHttpError } from "../routing/DemoHttpError";
import { iso } from "../routing/replies";
import { type AccessContext, type AccessNeed, requireAccess } from "./sharedAccess";

/** Spec 3 §3 "Poi": backtrack, stopwatch, poi (a flag), and auto. */
export const POI_TYPES: readonly DemoPoiType[] = ["backtrack", "stopwatch", "poi", "auto"];

export const MAX_POI_NAME = 255;

/** The texts of the highlight routes; the 409 is spec 3 §8's, verbatim. */
export const POI_TEXTS = {
  resourceType: "The type must be sessions_pois.",
  type: `The type must be one of ${POI_TYPES.join(", ")}.`,
  beforeSessionStart: "The started at must be a date after or equal to the session start.",
  endedBeforeStart: "The ended at must be a date after or equal to started at.",
  nameString: "The name must be a string.",
  nameLength: `The name may not be greater than ${MAX_POI_NAME} characters.`,
  notRecording: "Your session is not started or already ended",
  lengthUnknown: "This recording has no known length yet: a highlight can be placed in it once it is processed.",
  endRequired: "The ended at field is required: a highlight of a finished recording has an end.",
  outsideRecording: (field: "started at" | "ended at", seconds: number) =>
    `The ${field} must be within the recording: from its start to ${seconds} seconds after it.`,
  notFound: "This highlight does not exist or has been removed.",
} as const;

/** Highlights are made only while a session records or just after it ended (status started or ended). */
export const acceptsNewPois = (session: Pick<DemoRecordingSession, "status">): boolean =>
  session.status === 10 || session.status === 20;

/**
 * Where a new highlight may go (issue 21, "highlights after the lecture"):
 * - "recording": while the session records, or just after it ended before its length is known (the
 *   widget finishing the highlight it was recording) — only "not before the session start";
 * - "finished": an ended or processed session whose primary stream has a length — the owner marks
 *   highlights on the record page, each inside [0, lengthMs] from the session start, with an end;
 * - "refused": booked, or processed without a known length (nothing to place a highlight in).
 */
export type PoiWindow =
  | { readonly kind: "recording" }
  | { readonly kind: "finished"; readonly lengthMs: number }
  | { readonly kind: "refused"; readonly reason: string };

export const poiWindowOf = (
  session: Pick<DemoRecordingSession, "status">,
  primary: Pick<DemoStream, "duration"> | null,
): PoiWindow => {
  const seconds = primary?.duration ?? null;
  const known = seconds !== null && Number.isFinite(seconds) && seconds > 0;
  if (session.status === 10 || (session.status === 20 && !known)) return { kind: "recording" };
  if ((session.status === 20 || session.status === 30) && known) return { kind: "finished", lengthMs: seconds * 1000 };
  if (session.status === 30) return { kind: "refused", reason: POI_TEXTS.lengthUnknown };
  return { kind: "refused", reason: POI_TEXTS.notRecording };
};

/** A time of a finished recording's highlight outside [start, start + length] (epoch ms), in words; else null. */
export const poiOutsideRecordingProblem = (
  field: "started at" | "ended at",
  sessionStartedAt: number | null,
  lengthMs: number,
  at: number,
): string | null => {
  const start = sessionStartedAt ?? 0;
  return at < start || at > start + lengthMs ? POI_TEXTS.outsideRecording(field, lengthMs / 1000) : null;
};

export const isPoiType = (value: unknown): value is DemoPoiType => POI_TYPES.includes(value as DemoPoiType);

/** Whole seconds between start and end (rounded); null while the highlight runs. */
export const poiDuration = (startedAt: number, endedAt: number | null): number | null =>
  endedAt === null ? null : Math.round((endedAt - startedAt) / 1000);

/**
 * Spec 2 §5: a highlight never starts before its session (the widget clamps; the server refuses).
 * A session without a start time yet (never, for one that takes highlights) has nothing to compare.
 */
export const poiStartProblem = (sessionStartedAt: number | null, startedAt: number): string | null =>
  sessionStartedAt !== null && startedAt < sessionStartedAt ? POI_TEXTS.beforeSessionStart : null;

/** ended_at is null (still running) or not before started_at. */
export const poiEndProblem = (startedAt: number, endedAt: number | null): string | null =>
  endedAt !== null && endedAt < startedAt ? POI_TEXTS.endedBeforeStart : null;

/** An optional name: absent or null is fine, a string of at most 255 characters (after trimming). */
export const poiNameProblem = (name: unknown): string | null => {
  if (name === undefined || name === null) return null;
  if (typeof name !== "string") return POI_TEXTS.nameString;
  return name.trim().length > MAX_POI_NAME ? POI_TEXTS.nameLength : null;
};

/** The stored name: trimmed, and empty (or absent) as null. */
export const poiNameOf = (name: unknown): string | null => (typeof name === "string" && name.trim()) || null;

/** JSON:API `sessions_pois` resource (spec 3 §3 "Poi"). */
export const poiResource = (poi: DemoPoi) => ({
  id: poi.id,
  type: "sessions_pois",
  attributes: {
    type: poi.type,
    name: poi.name,
    started_at: iso(poi.startedAt),
    ended_at: poi.endedAt === null ? null : iso(poi.endedAt),
    duration: poiDuration(poi.startedAt, poi.endedAt),
    created_at: iso(poi.createdAt),
    readonly: false,
  },
  relationships: {
    session: { data: { type: "sessions", id: poi.sessionId } },
    tags: { data: poi.tagIds.map((id) => ({ type: "tags", id })) },
  },
});

/** A session's highlights by start time (then by id, so equal starts keep their creation order). */
export const poisOf = (db: DemoDatabase, sessionId: string): DemoPoi[] =>
  db.data.pois
    .filter((poi) => poi.sessionId === sessionId)
    .sort((a, b) => a.startedAt - b.startedAt || Number(a.id) - Number(b.id));

/**
 * A highlight with its session, as far as the request may reach it (requireAccess): 404 when the
 * highlight is missing or its session out of reach, 403 for a viewer who may not do `need`.
 */
export const requirePoiAccess = (
  context: AccessContext,
  poiId: string,
  need: AccessNeed,
): { readonly poi: DemoPoi; readonly session: DemoRecordingSession } => {
  const notFound = () => new DemoHttpError(404, { title: POI_TEXTS.notFound, source: { parameter: "poi" } });
  const poi = context.db.data.pois.find((candidate) => candidate.id === poiId);
  if (!poi) throw notFound();
  return { poi, session: requireAccess(context, poi.sessionId, need, { notFound }).session };
};
