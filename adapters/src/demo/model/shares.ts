import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoShare, DemoSharedPoi, DemoUser } from "../db/DemoSnapshot";
import { iso } from "../routing/replies";
import { findUserByEmail, findUserById } from "./users";

/** The session's share (link and people), or null when it was never shared. */
export const shareOf = (db: DemoDatabase, sessionId: string): DemoShare | null =>
  db.data.shares.find((share) => share.sessionId === sessionId) ?? null;

/**
 * What a share link names (/shared-records/{key}): its token; a share made before links had tokens
 * keeps its record's id, so the links already handed out go on working (issue 20).
 */
export const linkKeyOf = (share: Pick<DemoShare, "sessionId" | "linkToken">): string =>
  share.linkToken ?? share.sessionId;

/** The shared-poi row of a session made to share one highlight, or null for any other session. */
export const sharedPoiOf = (db: DemoDatabase, sessionId: string): DemoSharedPoi | null =>
  db.data.sharedPois.find((row) => row.sessionId === sessionId) ?? null;

/** `owner` of a session resource and of the shared reply's meta: who recorded it. */
export const ownerAttribute = (owner: Pick<DemoUser, "id" | "profile"> | null) => {
  const first = owner?.profile.first_name ?? "";
  const last = owner?.profile.last_name ?? "";
  return {
    id: owner?.id ?? "",
    first_name: first,
    last_name: last,
    fullname: [first, last].filter(Boolean).join(" "),
  };
};

/** The owner's view of a share: the `shared` attribute (decodes with core's SharedAttribute). */
export const sharedAttribute = (db: DemoDatabase, share: DemoShare) => ({
  link_enabled: share.linkEnabled,
  link_id: linkKeyOf(share),
  is_readonly: share.readonly,
  is_downloadable: share.downloadable,
  persons: share.persons.map((person) => {
    const account = findUserByEmail(db, person.email);
    return {
      email: person.email,
      is_readonly: person.readonly,
      is_downloadable: person.downloadable,
      first_name: account?.profile.first_name ?? null,
      last_name: account?.profile.last_name ?? null,
    };
  }),
  created_at: iso(share.createdAt),
  updated_at: iso(share.updatedAt),
});

/** The `shared` resource the share calls answer (contract rule 5). */
export const sharedResource = (db: DemoDatabase, share: DemoShare) => ({
  type: "shared",
  id: share.sessionId,
  attributes: sharedAttribute(db, share),
  meta: { is_readonly: share.readonly, is_downloadable: share.downloadable },
});

/** The session's owner account (null only for a session whose account is gone). */
export const ownerOf = (db: DemoDatabase, session: { readonly userId: string }): DemoUser | null =>
  findUserById(db, session.userId);
