import {
  DEFAULT_USER_SETTINGS,
  MAX_SETTING_SECONDS,
  MIN_SETTING_SECONDS,
  applySettingsChange,
} from "@lectern/adapters/demo/model/userSettings";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const validSeconds = fc.integer({ min: MIN_SETTING_SECONDS, max: MAX_SETTING_SECONDS });
const invalidSeconds = fc.oneof(
  fc.integer({ max: MIN_SETTING_SECONDS - 1 }),
  fc.integer({ min: MAX_SETTING_SECONDS + 1 }),
  fc.double({ min: 1, max: 600, noInteger: true }),
  fc.constantFrom("5", null, true, Number.NaN, Number.POSITIVE_INFINITY),
);
const field = fc.constantFrom(["backtrack", "backward"], ["poi", "backward"], ["poi", "forward"]) as fc.Arbitrary<
  ["backtrack" | "poi", string]
>;

describe("user settings rules (v2/user/settings)", () => {
  it("takes whole seconds from 1 to 600 for each field and leaves the other fields as they were", () => {
    fc.assert(
      fc.property(field, validSeconds, ([group, key], seconds) => {
        const { settings, problems } = applySettingsChange(DEFAULT_USER_SETTINGS, { [group]: { [key]: seconds } });
        expect(problems).toEqual([]);
        expect((settings[group] as Record<string, number>)[key]).toBe(seconds);
        expect({ ...settings, [group]: DEFAULT_USER_SETTINGS[group] }).toEqual(DEFAULT_USER_SETTINGS);
      }),
    );
  });

  it("reports any other value with the field's name and pointer", () => {
    fc.assert(
      fc.property(field, invalidSeconds, ([group, key], seconds) => {
        const { problems } = applySettingsChange(DEFAULT_USER_SETTINGS, { [group]: { [key]: seconds } });
        expect(problems).toEqual([
          {
            field: `${group}.${key}`,
            pointer: `${group}/${key}`,
            message: `The ${group}.${key} must be a whole number of seconds from 1 to 600.`,
          },
        ]);
      }),
    );
  });

  it("takes the three widget types and booleans for the two flags, and never changes its input", () => {
    const before = structuredClone(DEFAULT_USER_SETTINGS);
    for (const widget_type of ["lite", "basic", "advanced"]) {
      expect(applySettingsChange(DEFAULT_USER_SETTINGS, { widget_type }).settings.widget_type).toBe(widget_type);
    }
    expect(applySettingsChange(DEFAULT_USER_SETTINGS, { widget_type: "Advanced" }).problems).toHaveLength(1);
    expect(applySettingsChange(DEFAULT_USER_SETTINGS, { poi: 5 }).problems[0]?.message).toBe(
      "The poi must be an object.",
    );
    expect(
      applySettingsChange(DEFAULT_USER_SETTINGS, { show_highlight_notes: false, ui_adjustments: true }).settings,
    ).toMatchObject({ show_highlight_notes: false, ui_adjustments: true });
    expect(applySettingsChange(DEFAULT_USER_SETTINGS, { ui_adjustments: 1 }).problems[0]?.message).toBe(
      "The ui adjustments field must be true or false.",
    );
    applySettingsChange(DEFAULT_USER_SETTINGS, { poi: { forward: 9 }, backtrack: { backward: 7 } });
    expect(DEFAULT_USER_SETTINGS).toEqual(before);
  });
});
