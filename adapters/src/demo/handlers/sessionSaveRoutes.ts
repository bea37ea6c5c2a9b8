import type { DemoGeo } from "../db/DemoSnapshot";
import { sessionResource } from "../model/recordingResources";
import { sessionChannel, streamsOf, userSessionsChannel } from "../model/recordingSessions";
import { requireAccess } from "../model/sharedAccess";
import { asRecord, attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { type Route, authRoute } from "../routing/Route";
import { sessionDocument } from "./sessionDocument";
import { ownerViewOf } from "../model/sessionView";

export const MAX_SESSION_NAME = 255;
export const MAX_PLACE = 255;

export const SESSION_SAVE_TEXTS = {
  resourceType: "The type must be sessions.",
  nameRequired: "The name field is required.",
  nameLength: `The name may not be greater than ${MAX_SESSION_NAME} characters.`,
  geo: "The geo must be an object with lat, lng and place.",
  lat: "The geo.lat must be a number from -90 to 90.",
  lng: "The geo.lng must be a number from -180 to 180.",
  placeString: "The geo.place must be a string.",
  placeLength: `The geo.place may not be greater than ${MAX_PLACE} characters.`,
} as const;

/** A present name must be text that is not only whitespace, of at most 255 characters. */
export const sessionNameProblem = (name: unknown): string | null => {
  if (typeof name !== "string" || !name.trim()) return SESSION_SAVE_TEXTS.nameRequired;
  return name.trim().length > MAX_SESSION_NAME ? SESSION_SAVE_TEXTS.nameLength : null;
};

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= -limit && value <= limit;

/** geo: null clears it; otherwise lat ∈ [-90, 90], lng ∈ [-180, 180] and an optional place. */
export const readGeo = (
  raw: unknown,
): { readonly geo: DemoGeo | null; readonly problems: readonly (readonly [string, string])[] } => {
  if (raw === null) return { geo: null, problems: [] };
  const geo = asRecord(raw);
  if (!geo) return { geo: null, problems: [["geo", SESSION_SAVE_TEXTS.geo]] };
  const { lat, lng, place } = geo;
  const problems: (readonly [string, string])[] = [];
  if (!inRange(lat, 90)) problems.push(["geo/lat", SESSION_SAVE_TEXTS.lat]);
  if (!inRange(lng, 180)) problems.push(["geo/lng", SESSION_SAVE_TEXTS.lng]);
  if (place !== undefined && place !== null && typeof place !== "string") {
    problems.push(["geo/place", SESSION_SAVE_TEXTS.placeString]);
  } else if (typeof place === "string" && place.length > MAX_PLACE) {
    problems.push(["geo/place", SESSION_SAVE_TEXTS.placeLength]);
  }
  if (problems.length) return { geo: null, problems };
  return { geo: { lat: lat as number, lng: lng as number, place: (place as string | undefined) ?? null }, problems };
};

/**
 * PATCH sessions/{id}: the widget's session save (spec 2 §7: name, geo). An attribute left out keeps
 * its value. Tells the user's devices (sessions list and session view) with `changed`.
 */
export const sessionSaveRoutes: readonly Route[] = [
  authRoute("PATCH", "sessions/{id}", (context) => {
    const { request, db, user, params, events } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    const type = dataOf(request.body)["type"];
    const attributes = attributesOf(request.body);
    const hasName = Object.hasOwn(attributes, "name");
    const hasGeo = Object.hasOwn(attributes, "geo");
    const geo = hasGeo ? readGeo(attributes["geo"]) : null;
    requireValid([
      ["type", type === undefined || type === "sessions" ? null : SESSION_SAVE_TEXTS.resourceType, "/data/type"],
      ["name", hasName ? sessionNameProblem(attributes["name"]) : null],
      ...(geo?.problems ?? []).map(
        ([pointer, message]) => [pointer.replace("/", "."), message, `/data/attributes/${pointer}`] as const,
      ),
    ]);
    db.mutate(() => {
      if (hasName) session.name = (attributes["name"] as string).trim();
      if (geo) session.geo = geo.geo;
    }, session);
    const resource = sessionResource(session, streamsOf(db, session.id), ownerViewOf(db, session));
    events.publish(userSessionsChannel(user.id), "changed", resource);
    events.publish(sessionChannel(user.id, session.id), "changed", resource);
    return sessionDocument(context, session);
  }),
];
