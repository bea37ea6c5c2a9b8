import * as Schema from "effect/Schema";

/** The wire shapes of the highlight, note, session-save and settings routes, decoded at the edge. */
export const PoiResource = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("sessions_pois"),
  attributes: Schema.Struct({
    type: Schema.String,
    name: Schema.NullOr(Schema.String),
    started_at: Schema.String,
    ended_at: Schema.NullOr(Schema.String),
    duration: Schema.NullOr(Schema.Number),
    created_at: Schema.String,
    readonly: Schema.Boolean,
  }),
  relationships: Schema.Struct({
    session: Schema.Struct({ data: Schema.Struct({ type: Schema.Literal("sessions"), id: Schema.String }) }),
    tags: Schema.Struct({ data: Schema.Array(Schema.Struct({ type: Schema.Literal("tags"), id: Schema.String })) }),
  }),
});

export const NoteResource = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("sessions_notes"),
  attributes: Schema.Struct({
    text: Schema.String,
    html: Schema.String,
    name: Schema.NullOr(Schema.String),
    url: Schema.NullOr(Schema.String),
    is_url: Schema.Boolean,
    created_at: Schema.String,
    updated_at: Schema.String,
  }),
  relationships: Schema.Struct({
    poi: Schema.Struct({
      data: Schema.NullOr(Schema.Struct({ type: Schema.Literal("sessions_pois"), id: Schema.String })),
    }),
  }),
});

export const WatchResource = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("sessions_pois_watch"),
  attributes: Schema.Struct({ type: Schema.String, started_at: Schema.String, name: Schema.NullOr(Schema.String) }),
});

export const UserSettingsResource = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("user_settings"),
  attributes: Schema.Struct({
    backtrack: Schema.Struct({ backward: Schema.Number }),
    poi: Schema.Struct({ backward: Schema.Number, forward: Schema.Number }),
    widget_type: Schema.String,
    show_highlight_notes: Schema.Boolean,
    ui_adjustments: Schema.Boolean,
  }),
});

export const SavedSessionDocument = Schema.Struct({
  data: Schema.Struct({
    id: Schema.String,
    type: Schema.Literal("sessions"),
    attributes: Schema.Struct({
      name: Schema.String,
      geo: Schema.NullOr(
        Schema.Struct({ lat: Schema.Number, lng: Schema.Number, place: Schema.NullOr(Schema.String) }),
      ),
    }),
  }),
});

export const PoiDocument = Schema.Struct({ data: PoiResource });
export const PoiList = Schema.Struct({ data: Schema.Array(PoiResource) });
export const NoteDocument = Schema.Struct({ data: NoteResource });
export const NoteList = Schema.Struct({ data: Schema.Array(NoteResource) });
export const WatchDocument = Schema.Struct({ data: WatchResource });
export const UserSettingsDocument = Schema.Struct({ data: UserSettingsResource });

export type PoiResource = typeof PoiResource.Type;
export type NoteResource = typeof NoteResource.Type;
