import * as Schema from "effect/Schema";

/** The wire shapes of uploadCalls (core/queue), decoded strictly so a drift in the demo fails here. */
export const StreamResource = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("streams"),
  attributes: Schema.Struct({
    type: Schema.String,
    path: Schema.String,
    status: Schema.Number,
    convert_progress: Schema.Number,
    received_through: Schema.Number,
    duration: Schema.NullOr(Schema.Number),
    size: Schema.Number,
    is_primary: Schema.Boolean,
  }),
});

export const SessionResource = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("sessions"),
  attributes: Schema.Struct({
    name: Schema.String,
    status: Schema.Number,
    organization_id: Schema.NullOr(Schema.String),
    started_at: Schema.NullOr(Schema.String),
    ended_at: Schema.NullOr(Schema.String),
  }),
  relationships: Schema.Struct({
    streams: Schema.Struct({ data: Schema.Array(Schema.Struct({ id: Schema.String, type: Schema.String })) }),
  }),
});

export const SessionDocument = Schema.Struct({
  data: SessionResource,
  included: Schema.optional(Schema.Array(StreamResource)),
});

export const SessionList = Schema.Struct({
  data: Schema.Array(SessionResource),
  included: Schema.optional(Schema.Array(StreamResource)),
});

export const StreamDocument = Schema.Struct({ data: StreamResource });

export const CapacityDocument = Schema.Struct({
  data: Schema.Struct({
    attributes: Schema.Struct({
      recordings_used: Schema.Number,
      recordings_limit: Schema.Number,
      bytes_used: Schema.Number,
      bytes_limit: Schema.Number,
    }),
  }),
});

export type StreamResource = typeof StreamResource.Type;
export type SessionResource = typeof SessionResource.Type;
