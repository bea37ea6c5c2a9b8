import type { DemoShare } from "../db/DemoSnapshot";

/** Who is asking: a signed-in user (id, e-mail, whether the address is proved) or a signed-out visitor (null). */
export interface ShareViewer {
  readonly id: string;
  readonly email: string;
  readonly emailVerifiedAt?: number | null;
}

/** What rule 7 of the sharing contract grants one viewer on one session. */
export type ShareDecision =
  | { readonly kind: "owner" }
  | { readonly kind: "person"; readonly readonly: boolean; readonly downloadable: boolean }
  | { readonly kind: "link"; readonly readonly: boolean; readonly downloadable: boolean }
  /** The share exists (people listed) but the link is off and the viewer is not listed: 403. */
  | { readonly kind: "forbidden" }
  /** No such session, never shared, or unshared: 404. */
  | { readonly kind: "missing" };

/**
 * The access rule, in the contract's order: missing session → missing; the owner; a signed-in
 * listed person (their own read-only and downloadable; an invited one with a proved address); the
 * link when on (its meta); people listed but the link off → forbidden; otherwise missing. Pure, so its table is property-tested.
 */
export const decideShareAccess = (
  session: { readonly userId: string } | null,
  share: Pick<DemoShare, "linkEnabled" | "readonly" | "downloadable" | "persons"> | null,
  viewer: ShareViewer | null,
): ShareDecision => {
  if (!session) return { kind: "missing" };
  if (viewer && viewer.id === session.userId) return { kind: "owner" };
  if (!share) return { kind: "missing" };
  const email = viewer?.email.trim().toLowerCase();
  // An invitation (listed before any account had the address) is the listed person's only once the
  // account proved the address: anyone can sign up with someone else's e-mail (issue 19).
  const person = email
    ? share.persons.find(
        (candidate) => candidate.email === email && (!candidate.invited || viewer?.emailVerifiedAt != null),
      )
    : undefined;
  if (person) return { kind: "person", readonly: person.readonly, downloadable: person.downloadable };
  if (share.linkEnabled) return { kind: "link", readonly: share.readonly, downloadable: share.downloadable };
  return share.persons.length ? { kind: "forbidden" } : { kind: "missing" };
};
