/** The shared record page's texts (spec 3 §8 "Link errors", verbatim). */
export const SHARED_RECORD_TEXTS = {
  /** 404: the link was never shared, was unshared, or its record is gone. */
  linkNotFound: "Requested link is not found",
  /** 403: shared with people, but not with this viewer, and the link is off. */
  noPermission: "You don't have permissions to view the link",
} as const;

/** The message of a refused shared link, chosen by its HTTP status (spec 3 §2 guard, §8). */
export const linkErrorMessage = (code: 403 | 404): string =>
  code === 403 ? SHARED_RECORD_TEXTS.noPermission : SHARED_RECORD_TEXTS.linkNotFound;
