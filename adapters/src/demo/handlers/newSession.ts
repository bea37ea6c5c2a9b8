import type { DemoOrganisation, DemoRecordingSession } from "../db/DemoSnapshot";
import { dateProblem, defaultSessionName, readApiDate } from "../model/apiDates";
import { attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import type { AuthedContext } from "../routing/Route";

const nameProblem = (name: unknown): string | null => {
  if (name === undefined || name === null) return null;
  if (typeof name !== "string") return "The name must be a string.";
  return name.trim().length > 255 ? "The name may not be greater than 255 characters." : null;
};

/** Absent (a personal recording) or one of the organisations the demo knows. */
const organizationProblem = (
  raw: unknown,
  id: string | null,
  organisations: readonly DemoOrganisation[],
): string | null => {
  if (raw === undefined || raw === null || raw === "") return null;
  return organisations.some((candidate) => candidate.id === id) ? null : "The selected organization id is invalid.";
};

/** A new session's fields, read and checked once for both ways of creating one. */
export interface NewSessionFields {
  readonly name: string | null;
  readonly organizationId: string | null;
  readonly startedAt: number | null;
}

/**
 * Reads POST sessions and POST sessions/start (spec 3 §7: name, optional organization_id,
 * started_at); a 422 names every bad field. `typeRequired`: sessions/start may leave data.type out.
 */
export const readNewSession = (context: AuthedContext, typeRequired: boolean): NewSessionFields => {
  const { request, db } = context;
  const type = dataOf(request.body)["type"];
  const attributes = attributesOf(request.body);
  const name = attributes["name"];
  const organization = attributes["organization_id"];
  const organizationId =
    typeof organization === "string" || typeof organization === "number" ? String(organization).trim() || null : null;
  const startedAt = readApiDate(attributes["started_at"]);
  const typeOk = type === "sessions" || (!typeRequired && type === undefined);
  requireValid([
    ["type", typeOk ? null : "The type must be sessions.", "/data/type"],
    ["name", nameProblem(name)],
    ["organization_id", organizationProblem(organization, organizationId, db.data.organisations)],
    ["started_at", dateProblem("started at", startedAt)],
  ]);
  return { name: typeof name === "string" ? name.trim() || null : null, organizationId, startedAt };
};

/** Stores a new session: booked (status 0) or already started (10, which starts now if no time was given). */
export const createSession = (
  { db, now, user }: AuthedContext,
  fields: NewSessionFields,
  status: 0 | 10,
): DemoRecordingSession =>
  db.mutate((data) => {
    data.counters.recordingSessions += 1;
    const created: DemoRecordingSession = {
      id: String(data.counters.recordingSessions),
      userId: user.id,
      name: fields.name || defaultSessionName(fields.startedAt ?? now()),
      organizationId: fields.organizationId,
      status,
      startedAt: status === 10 ? (fields.startedAt ?? now()) : fields.startedAt,
      endedAt: null,
      createdAt: now(),
      mergedAt: null,
      geo: null,
      demo: false,
      tagIds: [],
      thumbnailKey: null,
    };
    data.recordingSessions.push(created);
    return created;
  });
