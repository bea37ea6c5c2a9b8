import * as Schema from "effect/Schema";
import { DEFAULT_SECONDS, type WidgetType } from "../domain/settingsLimits";
import type { UserSettings } from "../domain/userSettings";

const Seconds = Schema.optional(Schema.NullOr(Schema.Number));
const Flag = Schema.optional(Schema.NullOr(Schema.Boolean));

/** `user_settings` (GET and POST v2/user/settings answer the merged settings). */
export const UserSettingsReply = Schema.Struct({
  data: Schema.Struct({
    attributes: Schema.Struct({
      backtrack: Schema.optional(Schema.NullOr(Schema.Struct({ backward: Seconds }))),
      poi: Schema.optional(Schema.NullOr(Schema.Struct({ backward: Seconds, forward: Seconds }))),
      widget_type: Schema.optional(Schema.NullOr(Schema.String)),
      auto_poi_enabled: Flag,
      show_highlight_notes: Flag,
      ui_adjustments: Flag,
    }),
  }),
});
export type UserSettingsReply = typeof UserSettingsReply.Type;

const seconds = (value: number | null | undefined, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : fallback;

const widgetTypeOf = (value: string | null | undefined): WidgetType =>
  value === "lite" || value === "basic" ? value : "advanced";

/** What the server holds, with the API's defaults for anything it leaves out. */
export const toUserSettings = (reply: UserSettingsReply): UserSettings => {
  const attributes = reply.data.attributes;
  return {
    backtrackSeconds: seconds(attributes.backtrack?.backward, DEFAULT_SECONDS.backtrack),
    flagBeforeSeconds: seconds(attributes.poi?.backward, DEFAULT_SECONDS.before),
    flagAfterSeconds: seconds(attributes.poi?.forward, DEFAULT_SECONDS.after),
    autoHighlights: attributes.auto_poi_enabled ?? true,
    widgetType: widgetTypeOf(attributes.widget_type),
    showHighlightNotes: attributes.show_highlight_notes ?? true,
    uiAdjustments: attributes.ui_adjustments ?? false,
  };
};
