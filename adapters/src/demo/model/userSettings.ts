import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoUserSettings } from "../db/DemoSnapshot";
import { asRecord } from "../routing/bodyFields";

/**
 * `auto_poi_enabled` (spec 3 §3 "Profile": automatic highlights) is not a column of the schema-7
 * snapshot's DemoUserSettings: it rides on the stored settings row as an optional extra field
 * (JSON-serialisable, so it persists as is), and rows saved before it read as the default.
 */
type StoredSettings = DemoUserSettings & { readonly auto_poi_enabled?: boolean };
type SettingsValues = Omit<DemoUserSettings, "userId"> & { auto_poi_enabled: boolean };

/** What a user who never saved settings gets (spec 2 §3 "User profile settings", config, settings). */
export const DEFAULT_USER_SETTINGS: Readonly<SettingsValues> = {
  backtrack: { backward: 30 },
  poi: { backward: 5, forward: 5 },
  widget_type: "advanced",
  show_highlight_notes: true,
  ui_adjustments: false,
  auto_poi_enabled: true,
};

export const WIDGET_TYPES: readonly DemoUserSettings["widget_type"][] = ["lite", "basic", "advanced"];
export const MIN_SETTING_SECONDS = 1;
export const MAX_SETTING_SECONDS = 600;

export const SETTINGS_TEXTS = {
  seconds: (field: string) =>
    `The ${field} must be a whole number of seconds from ${MIN_SETTING_SECONDS} to ${MAX_SETTING_SECONDS}.`,
  object: (field: string) => `The ${field} must be an object.`,
  widgetType: `The widget type must be one of ${WIDGET_TYPES.join(", ")}.`,
  boolean: (field: string) => `The ${field} field must be true or false.`,
} as const;

export const isSettingSeconds = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= MIN_SETTING_SECONDS && (value as number) <= MAX_SETTING_SECONDS;

/** One failed field: its JSON pointer below /data/attributes and the message. */
export interface SettingsProblem {
  readonly pointer: string;
  readonly field: string;
  readonly message: string;
}

const SECONDS_FIELDS = [
  ["backtrack", "backward"],
  ["poi", "backward"],
  ["poi", "forward"],
] as const;

/**
 * Applies a partial settings change (PATCH v2/user/settings attributes) to the current settings:
 * the new settings, or every problem found (nothing applied). Unknown attributes are ignored.
 */
export const applySettingsChange = (
  current: SettingsValues,
  change: Readonly<Record<string, unknown>>,
): { readonly settings: SettingsValues; readonly problems: readonly SettingsProblem[] } => {
  const problems: SettingsProblem[] = [];
  const next: SettingsValues = {
    ...current,
    backtrack: { ...current.backtrack },
    poi: { ...current.poi },
  };
  for (const group of ["backtrack", "poi"] as const) {
    if (!(group in change)) continue;
    if (!asRecord(change[group]))
      problems.push({ pointer: group, field: group, message: SETTINGS_TEXTS.object(group) });
  }
  for (const [group, key] of SECONDS_FIELDS) {
    const values = asRecord(change[group]);
    if (!values || !(key in values)) continue;
    const value = values[key];
    const field = `${group}.${key}`;
    if (!isSettingSeconds(value))
      problems.push({ pointer: `${group}/${key}`, field, message: SETTINGS_TEXTS.seconds(field) });
    else (next[group] as Record<string, number>)[key] = value;
  }
  if ("widget_type" in change) {
    const value = change["widget_type"];
    if (WIDGET_TYPES.includes(value as DemoUserSettings["widget_type"])) {
      next.widget_type = value as DemoUserSettings["widget_type"];
    } else {
      problems.push({ pointer: "widget_type", field: "widget_type", message: SETTINGS_TEXTS.widgetType });
    }
  }
  for (const flag of ["show_highlight_notes", "ui_adjustments", "auto_poi_enabled"] as const) {
    if (!(flag in change)) continue;
    const value = change[flag];
    if (typeof value === "boolean") next[flag] = value;
    else problems.push({ pointer: flag, field: flag, message: SETTINGS_TEXTS.boolean(flag.replaceAll("_", " ")) });
  }
  return { settings: next, problems };
};

/** The user's saved settings, or the defaults (copies either way). */
export const settingsOf = (db: DemoDatabase, userId: string): SettingsValues => {
  const stored: Omit<StoredSettings, "userId"> =
    db.data.userSettings.find((settings) => settings.userId === userId) ?? DEFAULT_USER_SETTINGS;
  return {
    backtrack: { ...stored.backtrack },
    poi: { ...stored.poi },
    widget_type: stored.widget_type,
    show_highlight_notes: stored.show_highlight_notes,
    ui_adjustments: stored.ui_adjustments,
    auto_poi_enabled: stored.auto_poi_enabled ?? DEFAULT_USER_SETTINGS.auto_poi_enabled,
  };
};

/** JSON:API `user_settings` resource. */
export const userSettingsResource = (userId: string, settings: SettingsValues) => ({
  id: userId,
  type: "user_settings",
  attributes: {
    backtrack: { ...settings.backtrack },
    poi: { ...settings.poi },
    widget_type: settings.widget_type,
    show_highlight_notes: settings.show_highlight_notes,
    ui_adjustments: settings.ui_adjustments,
    auto_poi_enabled: settings.auto_poi_enabled,
  },
});
