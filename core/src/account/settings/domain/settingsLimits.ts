/** The limits of the user settings (the API's rules for v2/user/settings; spec 2 §3, spec 3 §3). */
export const MIN_SETTING_SECONDS = 1;
export const MAX_SETTING_SECONDS = 600;

/** What the API stores; 'basic' is an older name of the simpler widget, shown as Lite (spec 2 §1). */
export const WIDGET_TYPES = ["lite", "basic", "advanced"] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** What the settings page offers (spec 3 §9 "Widget types: lite, advanced"). */
export type WidgetChoice = "lite" | "advanced";

/** What a user who never saved settings has (the API's defaults, spec 2 §9 / spec 3 §9). */
export const DEFAULT_SECONDS = { backtrack: 30, before: 5, after: 5 } as const;
