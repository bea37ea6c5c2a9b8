import { type Note, noteHtmlOf } from "../../notes/application/noteReplies";
import { toRecordShare } from "../../sharing/domain/RecordShare";
import type {
  IncludedResource,
  NoteResource,
  PoiResource,
  SessionDocumentReply,
  StreamResource,
  SummaryResource,
  TagResource,
  TranscriptResource,
} from "./recordReplies";
import { type RecordDetail, type RecordStream, type RecordTranscript, primaryStream } from "./RecordDetail";
import { isConverted } from "./recordProcessing";
import type { HighlightClip, HighlightClipType } from "../playback/HighlightClip";
import { flattenTranscript } from "../transcript/flattenTranscript";
import { RECORD_TEXTS } from "./recordTexts";
import { toLearnsFrom } from "./StudyMaterial";
import { toActionItems, toSummaries } from "./toStudyMaterial";

type Typed<T extends string> = Extract<IncludedResource, { readonly type: T }>;
const ofType = <T extends string>(included: readonly IncludedResource[], type: T): Typed<T>[] =>
  included.filter((resource): resource is Typed<T> => resource.type === type && "attributes" in resource);

const toStream = ({ id, attributes }: StreamResource): RecordStream => ({
  id: String(id),
  kind: attributes.type,
  primary: attributes.is_primary ?? false,
  status: attributes.status ?? 0,
  convertProgress: attributes.convert_progress ?? 0,
  duration: attributes.duration ?? null,
  waveformPath: attributes.waveform ?? null,
  captionsPath: attributes.captions ?? null,
});

const secondsBetween = (from: string | null, to: string): number => {
  const start = from === null ? Number.NaN : Date.parse(from);
  const at = Date.parse(to);
  return Number.isFinite(start) && Number.isFinite(at) ? Math.max(0, (at - start) / 1000) : 0;
};

const CLIP_TYPES: readonly string[] = ["backtrack", "stopwatch", "poi", "auto"];

const toHighlight = (
  poi: PoiResource,
  sessionStart: string | null,
  tags: ReadonlyMap<string, string>,
): HighlightClip => ({
  id: String(poi.id),
  type: CLIP_TYPES.includes(poi.attributes.type ?? "") ? (poi.attributes.type as HighlightClipType) : "poi",
  name: poi.attributes.name ?? null,
  start: secondsBetween(sessionStart, poi.attributes.started_at),
  duration: poi.attributes.duration ?? null,
  tags: (poi.relationships?.tags?.data ?? []).flatMap((reference) => {
    const tag = tags.get(String(reference.id));
    return tag === undefined ? [] : [{ id: String(reference.id), tag }];
  }),
});

const toNote = ({ id, attributes, relationships }: NoteResource): Note => {
  const poi = relationships?.poi?.data;
  return {
    id: String(id),
    text: attributes.text ?? "",
    html: noteHtmlOf(attributes),
    poiId: poi ? String(poi.id) : null,
    file: attributes.is_url && attributes.url ? { name: attributes.name ?? attributes.url, url: attributes.url } : null,
  };
};

const toTranscript = (transcripts: readonly TranscriptResource[], primary: RecordStream | null): RecordTranscript => {
  const chosen =
    transcripts.find((item) => primary && String(item.attributes.stream_id ?? "") === primary.id) ?? transcripts[0];
  const body = chosen?.attributes.transcript;
  if (chosen?.attributes.error) return { status: "none", reason: chosen.attributes.error };
  if (body) {
    const speakers = body.speakers.map((speaker, index) => ({
      id: String(speaker.id),
      name: speaker.name?.trim() || `Speaker ${index + 1}`,
    }));
    const turns = body.sentences.map((turn) => ({ speakerId: String(turn.speakerId), sentences: turn.sentences }));
    return { status: "ready", ...flattenTranscript(speakers, turns) };
  }
  // No transcript yet: it comes with processing; once processing is over, there is none.
  if (primary && !isConverted(primary)) return { status: "pending" };
  return { status: "none", reason: RECORD_TEXTS.noTranscript };
};

/** The primary stream's summary (a session has one; older data may name no stream). */
const summaryOf = (summaries: readonly SummaryResource[], primary: RecordStream | null) =>
  summaries.find((item) => primary !== null && String(item.attributes.stream_id ?? "") === primary.id) ?? summaries[0];

const toTag = ({ id, attributes }: TagResource) => ({ id: String(id), text: attributes.tag });

/** The session document of `GET sessions/{id}?include=…` as the record page's model. */
export const toRecordDetail = (reply: SessionDocumentReply): RecordDetail => {
  const { data } = reply;
  const included = reply.included ?? [];
  const tagRelation = data.relationships?.tags?.data;
  const streams = ofType(included, "streams").map(toStream);
  const primary = primaryStream({ streams });
  const startedAt = data.attributes.started_at ?? null;
  // The session's tags are the ones its relationship names; `included` may hold its highlights' tags too.
  const tagIds = tagRelation ? new Set(tagRelation.map((reference) => String(reference.id))) : null;
  const allTags = new Map(ofType(included, "tags").map((tag) => [String(tag.id), tag.attributes.tag]));
  const summary = summaryOf(ofType(included, "sessions_summaries"), primary)?.attributes;
  const { summary: summaryLines, keyPoints } = toSummaries(summary);
  return {
    id: String(data.id),
    name: data.attributes.name ?? "",
    status: data.attributes.status ?? 0,
    demo: data.attributes.demo ?? false,
    favourite: data.attributes.favourite ?? false,
    startedAt,
    duration: data.attributes.duration ?? primary?.duration ?? null,
    type: data.attributes.type ?? (primary?.kind === "audio" ? "audio" : (primary?.kind ?? "audio")),
    streams,
    highlights: ofType(included, "sessions_pois")
      .map((poi) => toHighlight(poi, startedAt, allTags))
      .sort((a, b) => a.start - b.start || Number(a.id) - Number(b.id)),
    notes: ofType(included, "sessions_notes").map(toNote),
    tags: ofType(included, "tags")
      .filter((tag) => tagIds === null || tagIds.has(String(tag.id)))
      .map(toTag),
    transcript: toTranscript(ofType(included, "transcripts"), primary),
    summary: summaryLines,
    keyPoints,
    actionItems: toActionItems(ofType(included, "action_items"), summary),
    learnsFrom: toLearnsFrom(data.attributes.study_source),
    share: toRecordShare(data.attributes.shared),
  };
};
