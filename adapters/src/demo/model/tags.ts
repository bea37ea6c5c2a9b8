import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoTag } from "../db/DemoSnapshot";
import { asRecord } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";

export const MAX_TAG = 50;

export const TAG_TEXTS = {
  resourceType: "The type must be tags.",
  tagRequired: "The tag field is required.",
  tagString: "The tag must be a string.",
  tagLength: `The tag may not be greater than ${MAX_TAG} characters.`,
  list: "The data field must list tags, each as {type: tags, id}.",
  notFound: "The selected tag is invalid.",
} as const;

/** A tag is text that is not only whitespace, of at most 50 characters once trimmed. */
export const tagProblem = (tag: unknown): string | null => {
  if (tag === undefined || tag === null) return TAG_TEXTS.tagRequired;
  if (typeof tag !== "string") return TAG_TEXTS.tagString;
  if (!tag.trim()) return TAG_TEXTS.tagRequired;
  return tag.trim().length > MAX_TAG ? TAG_TEXTS.tagLength : null;
};

/** JSON:API `tags` resource (spec 3 §3 "Tag"). */
export const tagResource = (tag: DemoTag) => ({ id: tag.id, type: "tags", attributes: { tag: tag.tag } });

/** The user's tags, alphabetical (case-insensitively). */
export const tagsOf = (db: DemoDatabase, userId: string): DemoTag[] =>
  db.data.tags
    .filter((tag) => tag.userId === userId)
    .sort((a, b) => a.tag.localeCompare(b.tag, undefined, { sensitivity: "base" }) || Number(a.id) - Number(b.id));

/** The same text case-insensitively (after trimming) is the same tag: the user's existing one is reused. */
export const sameTag = (a: string, b: string): boolean =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: "accent" }) === 0;

/** The user's tag with this text, made when there is none; `created` says which. */
export const findOrCreateTag = (
  db: DemoDatabase,
  userId: string,
  text: string,
): { readonly tag: DemoTag; readonly created: boolean } => {
  const existing = db.data.tags.find((tag) => tag.userId === userId && sameTag(tag.tag, text));
  if (existing) return { tag: existing, created: false };
  const tag = db.mutate((data) => {
    data.counters.tags += 1;
    const made: DemoTag = { id: String(data.counters.tags), userId, tag: text.trim() };
    data.tags.push(made);
    return made;
  });
  return { tag, created: true };
};

/**
 * The tag ids of a relationship body {data: [{type: "tags", id}]}, each one of the user's tags; 422
 * names a malformed list, an unknown (or another user's) tag.
 */
export const requestedTagIds = (db: DemoDatabase, userId: string, body: unknown): string[] => {
  const data = asRecord(body)?.["data"];
  const list = Array.isArray(data) ? data : data && typeof data === "object" ? [data] : null;
  const ids = list?.map((item) => {
    const entry = asRecord(item);
    const id = entry?.["id"];
    return entry?.["type"] === "tags" && (typeof id === "string" || typeof id === "number") ? String(id) : null;
  });
  if (!ids || !ids.length || ids.some((id) => id === null)) {
    throw new DemoHttpError(422, { title: TAG_TEXTS.list, source: { pointer: "/data" } });
  }
  const mine = new Set(tagsOf(db, userId).map((tag) => tag.id));
  if (ids.some((id) => !mine.has(id!))) {
    throw new DemoHttpError(422, { title: TAG_TEXTS.notFound, source: { pointer: "/data" } });
  }
  return [...new Set(ids as string[])];
};

/** `current` with `ids` added (in order, once each) or taken away. */
export const withTags = (current: readonly string[], ids: readonly string[], attach: boolean): string[] =>
  attach ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id));
