import type { ListIncluded, ListSessionResource, ListStreamResource, ListTagResource } from "./recordsListReplies";
import type { RecordOwner, RecordSummary } from "./RecordSummary";

/** Spec 3 §3: a stream is converted at status 30 (or once its progress reaches 100). */
const CONVERTED = 30;

const isStream = (resource: ListIncluded[number]): resource is ListStreamResource => resource.type === "streams";
const isTag = (resource: ListIncluded[number]): resource is ListTagResource => resource.type === "tags";

/** Included resources by `type:id`, read once per reply. */
export const indexIncluded = (included: ListIncluded | undefined) => {
  const streams = new Map<string, ListStreamResource>();
  const tags = new Map<string, ListTagResource>();
  for (const resource of included ?? []) {
    if (isStream(resource)) streams.set(String(resource.id), resource);
    else if (isTag(resource)) tags.set(String(resource.id), resource);
  }
  return { streams, tags };
};
export type IncludedIndex = ReturnType<typeof indexIncluded>;

/** The owner's name as a row shows it: `fullname`, else first and last name joined. */
const ownerOf = (owner: ListSessionResource["attributes"]["owner"]): RecordOwner | null => {
  if (!owner) return null;
  const joined = [owner.first_name, owner.last_name].filter((part) => part && part.trim()).join(" ");
  return { id: String(owner.id), fullname: (owner.fullname ?? "").trim() || joined.trim() };
};

/** A list row from a session resource and the reply's included streams and tags. */
export const toRecordSummary = (resource: ListSessionResource, included: IncludedIndex): RecordSummary => {
  const { attributes, relationships } = resource;
  const streams = (relationships?.streams?.data ?? [])
    .map((reference) => included.streams.get(String(reference.id)))
    .filter((stream): stream is ListStreamResource => stream !== undefined);
  const primary = streams.find((stream) => stream.attributes.is_primary) ?? streams[0];
  const converted =
    !primary || (primary.attributes.status ?? 0) >= CONVERTED || (primary.attributes.convert_progress ?? 0) >= 100;
  const tags = (relationships?.tags?.data ?? [])
    .map((reference) => included.tags.get(String(reference.id))?.attributes.tag)
    .filter((tag): tag is string => typeof tag === "string");
  const kind = attributes.type ?? primary?.attributes.type ?? "audio";
  return {
    id: String(resource.id),
    name: attributes.name ?? "",
    startedAt: attributes.started_at ?? attributes.created_at ?? null,
    duration: attributes.duration ?? null,
    kind: kind === "audio" ? "audio" : "combined",
    status: attributes.status ?? 0,
    thumbnailUrl: attributes.thumbnail_url ?? null,
    favourite: attributes.favourite ?? false,
    demo: attributes.demo ?? false,
    highlightsCount: attributes.highlights_count ?? 0,
    tags,
    processing: converted ? null : Math.max(0, Math.min(100, Math.round(primary?.attributes.convert_progress ?? 0))),
    sharedWithMe: attributes.shared_with_me ?? false,
    owner: ownerOf(attributes.owner),
  };
};
