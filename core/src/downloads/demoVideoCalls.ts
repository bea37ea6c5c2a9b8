import type { QueryValue } from "../api/requestConventions";

/** Spec 3 §7: the calls the demo video makes. */
export const demoVideoCalls = {
  sessions: "sessions",
  /** The player's media address, as the record page asks for it. */
  cdn: (streamId: string) => `streams/${streamId}/temporary/cdn`,
} as const;

/** `GET sessions?filter[demo]=1&filter[user_id]={id}` with the streams, so the choice needs one request. */
export const demoSessionsQuery = (userId: string): Readonly<Record<string, QueryValue>> => ({
  "filter[demo]": 1,
  "filter[user_id]": userId,
  include: "streams",
});
