import type { FormErrors, FormRules } from "../../../kernel/formState";
import { MAX_SETTING_SECONDS, MIN_SETTING_SECONDS, type WidgetChoice, type WidgetType } from "./settingsLimits";
import { SETTINGS_TEXTS } from "./settingsTexts";

/** The user's settings as the app reads them (GET v2/user/settings). */
export interface UserSettings {
  /** Trackback reaches back this far (backtrack.backward). */
  readonly backtrackSeconds: number;
  /** A flag's window before and after it (poi.backward, poi.forward). */
  readonly flagBeforeSeconds: number;
  readonly flagAfterSeconds: number;
  /** Automatic highlights (auto_poi_enabled). */
  readonly autoHighlights: boolean;
  readonly widgetType: WidgetType;
  /** config.showHighlightNotes (show_highlight_notes). */
  readonly showHighlightNotes: boolean;
  /** settings.uiAdjustments (ui_adjustments): the accessibility adjustments are on. */
  readonly uiAdjustments: boolean;
}

/** The settings form: seconds as typed, the rest as chosen. */
export interface SettingsForm {
  readonly backtrackSeconds: string;
  readonly flagBeforeSeconds: string;
  readonly flagAfterSeconds: string;
  readonly autoHighlights: boolean;
  readonly widgetType: WidgetChoice;
  readonly showHighlightNotes: boolean;
  readonly uiAdjustments: boolean;
}

export type SettingsField = keyof SettingsForm;

/** The fields typed as seconds, in the order the page shows them. */
export const SECONDS_FIELDS: readonly SettingsField[] = ["backtrackSeconds", "flagBeforeSeconds", "flagAfterSeconds"];
export type SettingsErrors = FormErrors<SettingsForm>;

/** The wire attributes of a partial change (POST v2/user/settings): only what changed. */
export interface SettingsChange {
  backtrack?: { backward: number };
  poi?: { backward?: number; forward?: number };
  auto_poi_enabled?: boolean;
  widget_type?: WidgetChoice;
  show_highlight_notes?: boolean;
  ui_adjustments?: boolean;
}

/** The simpler widget under either of its names shows as Lite. */
export const widgetChoiceOf = (type: WidgetType): WidgetChoice => (type === "advanced" ? "advanced" : "lite");

export const formOf = (settings: UserSettings): SettingsForm => ({
  backtrackSeconds: String(settings.backtrackSeconds),
  flagBeforeSeconds: String(settings.flagBeforeSeconds),
  flagAfterSeconds: String(settings.flagAfterSeconds),
  autoHighlights: settings.autoHighlights,
  widgetType: widgetChoiceOf(settings.widgetType),
  showHighlightNotes: settings.showHighlightNotes,
  uiAdjustments: settings.uiAdjustments,
});

/** Whole seconds as typed ("30", " 45 "), or null for anything else ("1.5", "1e2", "", "-3"). */
export const parseSeconds = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  return Number(trimmed);
};

/** The API's rule: a whole number of seconds from 1 to 600. */
export const secondsProblem = (text: string): string | null => {
  const seconds = parseSeconds(text);
  return seconds !== null && seconds >= MIN_SETTING_SECONDS && seconds <= MAX_SETTING_SECONDS
    ? null
    : SETTINGS_TEXTS.seconds;
};

export const SETTINGS_RULES: FormRules<SettingsForm> = {
  backtrackSeconds: secondsProblem,
  flagBeforeSeconds: secondsProblem,
  flagAfterSeconds: secondsProblem,
};

/**
 * What Save sends: only the fields whose value differs from what the server holds (spec 3 §5 "saved
 * only if dirty"); null when nothing does. Seconds are compared as numbers ("030" is 30), so a field
 * typed back to its saved value is not a change. Call it on a form the rules accept.
 */
export const settingsChange = (saved: UserSettings, form: SettingsForm): SettingsChange | null => {
  const change: SettingsChange = {};
  const backtrack = parseSeconds(form.backtrackSeconds);
  const before = parseSeconds(form.flagBeforeSeconds);
  const after = parseSeconds(form.flagAfterSeconds);
  if (backtrack !== null && backtrack !== saved.backtrackSeconds) change.backtrack = { backward: backtrack };
  if (before !== null && before !== saved.flagBeforeSeconds) change.poi = { backward: before };
  if (after !== null && after !== saved.flagAfterSeconds) change.poi = { ...change.poi, forward: after };
  if (form.autoHighlights !== saved.autoHighlights) change.auto_poi_enabled = form.autoHighlights;
  if (form.widgetType !== widgetChoiceOf(saved.widgetType)) change.widget_type = form.widgetType;
  if (form.showHighlightNotes !== saved.showHighlightNotes) change.show_highlight_notes = form.showHighlightNotes;
  if (form.uiAdjustments !== saved.uiAdjustments) change.ui_adjustments = form.uiAdjustments;
  return Object.keys(change).length > 0 ? change : null;
};

/** Whether Save has anything to send (seconds that do not parse count as a change: Save then shows why). */
export const isSettingsDirty = (saved: UserSettings, form: SettingsForm): boolean => {
  const savedForm = formOf(saved);
  return (Object.keys(savedForm) as SettingsField[]).some((field) => {
    if (!SECONDS_FIELDS.includes(field)) return savedForm[field] !== form[field];
    const typed = parseSeconds(form[field] as string);
    return typed === null || String(typed) !== savedForm[field];
  });
};

/** The form field a 422's pointer (below /data/attributes) is about; null for none of them. */
export const fieldOfPointer = (pointer: string): SettingsField | null => {
  const path = pointer.replace(/^\/data\/attributes\//, "");
  switch (path) {
    case "backtrack":
    case "backtrack/backward":
      return "backtrackSeconds";
    case "poi/backward":
      return "flagBeforeSeconds";
    case "poi/forward":
      return "flagAfterSeconds";
    case "widget_type":
      return "widgetType";
    case "auto_poi_enabled":
      return "autoHighlights";
    case "show_highlight_notes":
      return "showHighlightNotes";
    case "ui_adjustments":
      return "uiAdjustments";
    default:
      return null;
  }
};
