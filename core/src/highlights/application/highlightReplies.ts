import * as Schema from "effect/Schema";
import { Id } from "../../api/jsonApiSchemas";
import type { Highlight, HighlightSettings, HighlightType } from "../domain/Highlight";
import { DEFAULT_HIGHLIGHT_SETTINGS } from "../domain/Highlight";

const HighlightResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    type: Schema.String,
    name: Schema.optional(Schema.NullOr(Schema.String)),
    started_at: Schema.String,
    ended_at: Schema.optional(Schema.NullOr(Schema.String)),
    readonly: Schema.optional(Schema.NullOr(Schema.Boolean)),
  }),
});
type HighlightResource = typeof HighlightResource.Type;

export const HighlightReply = Schema.Struct({ data: HighlightResource });
export const HighlightListReply = Schema.Struct({ data: Schema.Array(HighlightResource) });

const Seconds = Schema.optional(Schema.NullOr(Schema.Number));
export const HighlightSettingsReply = Schema.Struct({
  data: Schema.Struct({
    attributes: Schema.Struct({
      backtrack: Schema.optional(Schema.NullOr(Schema.Struct({ backward: Seconds }))),
      poi: Schema.optional(Schema.NullOr(Schema.Struct({ backward: Seconds, forward: Seconds }))),
      widget_type: Schema.optional(Schema.NullOr(Schema.String)),
      show_highlight_notes: Schema.optional(Schema.NullOr(Schema.Boolean)),
    }),
  }),
});

/** 'auto' is another name for a flag (spec 2 §3); anything unknown shows as a flag rather than failing. */
const typeOf = (raw: string): HighlightType => (raw === "backtrack" || raw === "stopwatch" ? raw : "poi");

const epoch = (iso: string): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Unreadable highlight time '${iso}'.`);
  return ms;
};

export const toHighlight = (resource: HighlightResource): Highlight => ({
  id: String(resource.id),
  type: typeOf(resource.attributes.type),
  name: resource.attributes.name ?? null,
  startedAt: epoch(resource.attributes.started_at),
  endedAt: resource.attributes.ended_at ? epoch(resource.attributes.ended_at) : null,
  readonly: resource.attributes.readonly ?? false,
});

const seconds = (value: number | null | undefined, fallbackMs: number) =>
  typeof value === "number" && value > 0 ? value * 1000 : fallbackMs;

export const toHighlightSettings = (reply: typeof HighlightSettingsReply.Type): HighlightSettings => {
  const { backtrack, poi, widget_type, show_highlight_notes } = reply.data.attributes;
  const defaults = DEFAULT_HIGHLIGHT_SETTINGS;
  return {
    backtrackBackwardMs: seconds(backtrack?.backward, defaults.backtrackBackwardMs),
    flagBackwardMs: seconds(poi?.backward, defaults.flagBackwardMs),
    flagForwardMs: seconds(poi?.forward, defaults.flagForwardMs),
    widgetType: widget_type === "lite" || widget_type === "basic" ? widget_type : "advanced",
    showHighlightNotes: show_highlight_notes ?? defaults.showHighlightNotes,
  };
};
