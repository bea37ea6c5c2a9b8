import * as Schema from "effect/Schema";
import { Id, Nullable, Reference, ToMany } from "../../api/jsonApiSchemas";
import { SharedAttribute } from "../../sharing/domain/RecordShare";

const ToOne = Schema.optional(
  Schema.Struct({ data: Schema.optional(Schema.NullOr(Schema.Union([Reference, Schema.Array(Reference)]))) }),
);

/** Spec 3 §3 "Session" as `GET sessions/{id}` sends it (attributes the record page reads). */
export const SessionResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    name: Nullable(Schema.String),
    type: Nullable(Schema.String),
    status: Nullable(Schema.Number),
    demo: Nullable(Schema.Boolean),
    favourite: Nullable(Schema.Boolean),
    started_at: Nullable(Schema.String),
    ended_at: Nullable(Schema.String),
    created_at: Nullable(Schema.String),
    duration: Nullable(Schema.Number),
    /** How the owner shares it (contract rule 6); null when never shared or for anyone but the owner. */
    shared: Nullable(SharedAttribute),
    /** Issue 21: what a generation would learn from now ("transcript" | "notes"), null: nothing. */
    study_source: Schema.optional(Schema.NullOr(Schema.String)),
  }),
  relationships: Schema.optional(
    Schema.Struct({
      streams: ToMany,
      pois: ToMany,
      notes: ToMany,
      tags: ToMany,
      transcript: ToOne,
      summary: ToOne,
      action_items: ToMany,
    }),
  ),
});
export type SessionResource = typeof SessionResource.Type;

export const StreamResource = Schema.Struct({
  id: Id,
  type: Schema.Literal("streams"),
  attributes: Schema.Struct({
    type: Schema.String,
    status: Nullable(Schema.Number),
    convert_progress: Nullable(Schema.Number),
    duration: Nullable(Schema.Number),
    is_primary: Nullable(Schema.Boolean),
    waveform: Nullable(Schema.String),
    captions: Nullable(Schema.String),
  }),
});
export type StreamResource = typeof StreamResource.Type;

export const PoiResource = Schema.Struct({
  id: Id,
  type: Schema.Literal("sessions_pois"),
  attributes: Schema.Struct({
    type: Nullable(Schema.String),
    name: Nullable(Schema.String),
    started_at: Schema.String,
    ended_at: Nullable(Schema.String),
    duration: Nullable(Schema.Number),
  }),
  relationships: Schema.optional(Schema.Struct({ tags: ToMany })),
});
export type PoiResource = typeof PoiResource.Type;

export const NoteResource = Schema.Struct({
  id: Id,
  type: Schema.Literal("sessions_notes"),
  attributes: Schema.Struct({
    text: Nullable(Schema.String),
    /** Issue 22: the note's rich text; absent from old servers and rows. */
    html: Nullable(Schema.String),
    name: Nullable(Schema.String),
    url: Nullable(Schema.String),
    is_url: Nullable(Schema.Boolean),
  }),
  relationships: Schema.optional(
    Schema.Struct({ poi: Schema.optional(Schema.Struct({ data: Schema.optional(Schema.NullOr(Reference)) })) }),
  ),
});
export type NoteResource = typeof NoteResource.Type;

export const TagResource = Schema.Struct({
  id: Id,
  type: Schema.Literal("tags"),
  attributes: Schema.Struct({ tag: Schema.String }),
});
export type TagResource = typeof TagResource.Type;

const TranscriptBody = Schema.Struct({
  speakers: Schema.Array(Schema.Struct({ id: Id, name: Nullable(Schema.String) })),
  sentences: Schema.Array(
    Schema.Struct({
      speakerId: Id,
      sentences: Schema.Array(Schema.Struct({ start: Schema.Number, end: Schema.Number, text: Schema.String })),
    }),
  ),
});

export const TranscriptResource = Schema.Struct({
  id: Id,
  type: Schema.Literal("transcripts"),
  attributes: Schema.Struct({
    stream_id: Schema.optional(Schema.NullOr(Id)),
    transcript: Nullable(TranscriptBody),
    error: Nullable(Schema.String),
  }),
});
export type TranscriptResource = typeof TranscriptResource.Type;

/**
 * One summary line or key point (contract 1): text with the moment it came from. Older servers send a
 * plain string (no times).
 */
export const SummaryItem = Schema.Union([
  Schema.String,
  Schema.Struct({
    text: Schema.String,
    start: Nullable(Schema.Number),
    end: Nullable(Schema.Number),
    poi_id: Nullable(Id),
  }),
]);
export type SummaryItem = typeof SummaryItem.Type;

/** Spec 3 §3: "summary (a list or a single item)". */
const SummaryItems = Nullable(Schema.Union([Schema.Array(SummaryItem), SummaryItem]));

export const SummaryResource = Schema.Struct({
  id: Id,
  type: Schema.Literal("sessions_summaries"),
  attributes: Schema.Struct({
    stream_id: Nullable(Id),
    status: Nullable(Schema.Number),
    summary: SummaryItems,
    key_points: SummaryItems,
    error: Nullable(Schema.String),
    /** Issue 21: what the lines were made from ("transcript" | "notes"). */
    source: Nullable(Schema.String),
  }),
});
export type SummaryResource = typeof SummaryResource.Type;

export const ActionItemResource = Schema.Struct({
  id: Id,
  type: Schema.Literal("action_items"),
  attributes: Schema.Struct({
    text: Schema.String,
    text_highlighted: Nullable(Schema.String),
    start: Nullable(Schema.Number),
    end: Nullable(Schema.Number),
  }),
});
export type ActionItemResource = typeof ActionItemResource.Type;

/** Any other included resource: kept out of the way rather than failing the page. */
const OtherResource = Schema.Struct({ id: Id, type: Schema.String });

export const IncludedResource = Schema.Union([
  StreamResource,
  PoiResource,
  NoteResource,
  TagResource,
  TranscriptResource,
  SummaryResource,
  ActionItemResource,
  OtherResource,
]);
export type IncludedResource = typeof IncludedResource.Type;

/** `GET sessions/{id}?include=…` and the favourite / tag calls that answer with the session document. */
export const SessionDocumentReply = Schema.Struct({
  data: SessionResource,
  included: Schema.optional(Schema.Array(IncludedResource)),
});
export type SessionDocumentReply = typeof SessionDocumentReply.Type;

/** `GET streams/{id}/temporary/cdn`: the media address for the player. */
export const CdnReply = Schema.Struct({ data: Schema.Struct({ attributes: Schema.Struct({ url: Schema.String }) }) });

/** `GET sessions/{id}/zip`, `GET streams/{id}/temporary`: a temporary file address to download. */
export const TemporaryUrlReply = Schema.Struct({
  data: Schema.Struct({ attributes: Schema.Struct({ name: Nullable(Schema.String), url: Schema.String }) }),
});

/** `GET streams/{id}/waveform`: audiowaveform JSON (spec 3 §3). */
export const WaveformReply = Schema.Struct({
  data: Schema.Struct({
    attributes: Schema.Struct({
      channels: Schema.Number,
      sample_rate: Schema.Number,
      samples_per_pixel: Schema.Number,
      bits: Schema.Number,
      length: Schema.Number,
      peaks: Schema.Array(Schema.Number),
    }),
  }),
});

/** `POST tags` → one tag; `GET tags` → the user's tags. */
export const TagReply = Schema.Struct({ data: TagResource });
export const TagListReply = Schema.Struct({ data: Schema.Array(TagResource) });
