import {
  DEFAULT_SECONDS,
  MAX_SETTING_SECONDS,
  MIN_SETTING_SECONDS,
  WIDGET_TYPES,
} from "@lectern/core/account/settings/domain/settingsLimits";
import { SETTINGS_TEXTS } from "@lectern/core/account/settings/domain/settingsTexts";
import {
  type SettingsForm,
  type UserSettings,
  fieldOfPointer,
  formOf,
  isSettingsDirty,
  parseSeconds,
  secondsProblem,
  settingsChange,
  widgetChoiceOf,
} from "@lectern/core/account/settings/domain/userSettings";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const seconds = fc.integer({ min: MIN_SETTING_SECONDS, max: MAX_SETTING_SECONDS });
const settings: fc.Arbitrary<UserSettings> = fc.record({
  backtrackSeconds: seconds,
  flagBeforeSeconds: seconds,
  flagAfterSeconds: seconds,
  autoHighlights: fc.boolean(),
  widgetType: fc.constantFrom(...WIDGET_TYPES),
  showHighlightNotes: fc.boolean(),
  uiAdjustments: fc.boolean(),
});
/** A valid form, its seconds typed in any of the ways a person might ("7", " 7 ", "007"). */
const typed = (value: number) => fc.constantFrom(String(value), ` ${value} `, String(value).padStart(3, "0"));
const form: fc.Arbitrary<SettingsForm> = fc.record({
  backtrackSeconds: seconds.chain(typed),
  flagBeforeSeconds: seconds.chain(typed),
  flagAfterSeconds: seconds.chain(typed),
  autoHighlights: fc.boolean(),
  widgetType: fc.constantFrom("lite" as const, "advanced" as const),
  showHighlightNotes: fc.boolean(),
  uiAdjustments: fc.boolean(),
});

/** The server's rule (adapters/src/demo/model/userSettings.ts), applied to a change as it merges it. */
const applied = (saved: UserSettings, change: ReturnType<typeof settingsChange>): UserSettings => ({
  backtrackSeconds: change?.backtrack?.backward ?? saved.backtrackSeconds,
  flagBeforeSeconds: change?.poi?.backward ?? saved.flagBeforeSeconds,
  flagAfterSeconds: change?.poi?.forward ?? saved.flagAfterSeconds,
  autoHighlights: change?.auto_poi_enabled ?? saved.autoHighlights,
  widgetType: change?.widget_type ?? saved.widgetType,
  showHighlightNotes: change?.show_highlight_notes ?? saved.showHighlightNotes,
  uiAdjustments: change?.ui_adjustments ?? saved.uiAdjustments,
});

describe("user settings rules (issue 14: /profile/settings)", () => {
  it("takes exactly the whole numbers of seconds from 1 to 600", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000 }), (value) => {
        const valid = value >= MIN_SETTING_SECONDS && value <= MAX_SETTING_SECONDS;
        expect(secondsProblem(String(value))).toBe(valid ? null : SETTINGS_TEXTS.seconds);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const problem = secondsProblem(text);
        const parsed = parseSeconds(text);
        if (problem === null) expect(parsed !== null && parsed >= 1 && parsed <= 600).toBe(true);
      }),
    );
    for (const refused of ["", " ", "1.5", "1e2", "-3", "+4", "0x10", "six", "601", "0"]) {
      expect(secondsProblem(refused), refused).toBe(SETTINGS_TEXTS.seconds);
    }
  });

  it("the saved settings shown in the form are not a change", () => {
    fc.assert(
      fc.property(settings, (saved) => {
        expect(settingsChange(saved, formOf(saved))).toBeNull();
        expect(isSettingsDirty(saved, formOf(saved))).toBe(false);
      }),
    );
  });

  it("sends only what differs, and what it sends makes the server hold what the form shows", () => {
    fc.assert(
      fc.property(settings, form, (saved, draft) => {
        const change = settingsChange(saved, draft);
        expect(isSettingsDirty(saved, draft)).toBe(change !== null);
        const after = applied(saved, change);
        expect(formOf(after)).toEqual({
          ...draft,
          backtrackSeconds: String(parseSeconds(draft.backtrackSeconds)),
          flagBeforeSeconds: String(parseSeconds(draft.flagBeforeSeconds)),
          flagAfterSeconds: String(parseSeconds(draft.flagAfterSeconds)),
        });
        // Nothing that was already so is sent.
        if (change?.backtrack) expect(change.backtrack.backward).not.toBe(saved.backtrackSeconds);
        if (change?.poi?.backward !== undefined) expect(change.poi.backward).not.toBe(saved.flagBeforeSeconds);
        if (change?.poi?.forward !== undefined) expect(change.poi.forward).not.toBe(saved.flagAfterSeconds);
        if (change?.widget_type) expect(change.widget_type).not.toBe(widgetChoiceOf(saved.widgetType));
      }),
    );
  });

  it("shows 'basic' as Lite, and choosing Lite over it is no change", () => {
    const saved: UserSettings = {
      backtrackSeconds: DEFAULT_SECONDS.backtrack,
      flagBeforeSeconds: 5,
      flagAfterSeconds: 5,
      autoHighlights: true,
      widgetType: "basic",
      showHighlightNotes: true,
      uiAdjustments: false,
    };
    expect(formOf(saved).widgetType).toBe("lite");
    expect(settingsChange(saved, { ...formOf(saved), widgetType: "lite" })).toBeNull();
    expect(settingsChange(saved, { ...formOf(saved), widgetType: "advanced" })).toEqual({ widget_type: "advanced" });
  });

  it("counts seconds that do not parse as a change, so Save can say why", () => {
    fc.assert(
      fc.property(settings, fc.constantFrom("", "abc", "1.5", "-1"), (saved, text) => {
        expect(isSettingsDirty(saved, { ...formOf(saved), backtrackSeconds: text })).toBe(true);
      }),
    );
  });

  it("puts each 422 pointer of the API under its field", () => {
    expect(fieldOfPointer("/data/attributes/backtrack/backward")).toBe("backtrackSeconds");
    expect(fieldOfPointer("/data/attributes/backtrack")).toBe("backtrackSeconds");
    expect(fieldOfPointer("/data/attributes/poi/backward")).toBe("flagBeforeSeconds");
    expect(fieldOfPointer("/data/attributes/poi/forward")).toBe("flagAfterSeconds");
    expect(fieldOfPointer("/data/attributes/widget_type")).toBe("widgetType");
    expect(fieldOfPointer("/data/attributes/ui_adjustments")).toBe("uiAdjustments");
    expect(fieldOfPointer("/data/attributes/auto_poi_enabled")).toBe("autoHighlights");
    expect(fieldOfPointer("/data/type")).toBeNull();
  });
});
