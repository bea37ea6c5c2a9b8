import * as Schema from "effect/Schema";

/** A JSON:API resource as the record routes answer it; attributes checked per test with toMatchObject. */
export const Resource = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  attributes: Schema.Record(Schema.String, Schema.Unknown),
  relationships: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
});
export type Resource = typeof Resource.Type;

const Related = Schema.Struct({ data: Schema.Array(Schema.Struct({ id: Schema.String, type: Schema.String })) });
const RelatedOne = Schema.Struct({ data: Schema.NullOr(Schema.Struct({ id: Schema.String, type: Schema.String })) });

/** `GET sessions/{id}` and the calls that answer the session document. */
export const RecordSessionDocument = Schema.Struct({
  data: Schema.Struct({
    id: Schema.String,
    type: Schema.Literal("sessions"),
    attributes: Schema.Struct({
      name: Schema.String,
      description: Schema.NullOr(Schema.String),
      type: Schema.Literals(["audio", "combined"]),
      status: Schema.Number,
      demo: Schema.Boolean,
      favourite: Schema.Boolean,
      organization_id: Schema.NullOr(Schema.String),
      thumbnail_url: Schema.NullOr(Schema.String),
      zipped: Schema.Boolean,
      started_at: Schema.NullOr(Schema.String),
      ended_at: Schema.NullOr(Schema.String),
      scheduled_on: Schema.Null,
      scheduled_to: Schema.Null,
      slide_url: Schema.Null,
      created_at: Schema.String,
      duration: Schema.NullOr(Schema.Number),
      highlights_count: Schema.Number,
    }),
    relationships: Schema.Struct({
      streams: Related,
      tags: Related,
      pois: Related,
      notes: Related,
      transcript: RelatedOne,
      summary: RelatedOne,
      action_items: Related,
    }),
  }),
  included: Schema.optional(Schema.Array(Resource)),
});
export type RecordSessionDocument = typeof RecordSessionDocument.Type;

export const ResourceDocument = Schema.Struct({ data: Resource, included: Schema.optional(Schema.Array(Resource)) });
export const ResourceList = Schema.Struct({
  data: Schema.Array(Resource),
  included: Schema.optional(Schema.Array(Resource)),
});

/** `temporary`, `zip`: a file's name and its temporary address. */
export const TemporaryFileDocument = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("files_temporary_urls"),
    attributes: Schema.Struct({ name: Schema.String, url: Schema.String }),
  }),
});

/** `temporary/cdn`: the player's address. */
export const CdnDocument = Schema.Struct({
  data: Schema.Struct({ type: Schema.Literal("cdn"), attributes: Schema.Struct({ url: Schema.String }) }),
});

export const WaveformDocument = Schema.Struct({
  data: Schema.Struct({
    id: Schema.String,
    type: Schema.Literal("waveforms"),
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

export const CaptionsDocument = Schema.Struct({
  data: Schema.Struct({ type: Schema.Literal("captions"), attributes: Schema.Struct({ vtt: Schema.String }) }),
});
