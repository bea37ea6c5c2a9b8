import { toHighlightSettings } from "@lectern/core/highlights/application/highlightReplies";
import { DEFAULT_HIGHLIGHT_SETTINGS } from "@lectern/core/highlights/domain/Highlight";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const reply = (attributes: Record<string, unknown>) =>
  ({ data: { attributes } }) as Parameters<typeof toHighlightSettings>[0];

describe("the widget's reading of the user's settings (GET v2/user/settings)", () => {
  it("takes the seconds, the widget type and highlight notes as saved on the profile's settings page", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 600 }),
        fc.constantFrom("lite" as const, "basic" as const, "advanced" as const),
        fc.boolean(),
        (backtrack, before, after, widgetType, notes) => {
          expect(
            toHighlightSettings(
              reply({
                backtrack: { backward: backtrack },
                poi: { backward: before, forward: after },
                widget_type: widgetType,
                show_highlight_notes: notes,
              }),
            ),
          ).toEqual({
            backtrackBackwardMs: backtrack * 1000,
            flagBackwardMs: before * 1000,
            flagForwardMs: after * 1000,
            widgetType,
            showHighlightNotes: notes,
          });
        },
      ),
    );
  });

  it("keeps the defaults for what a reply leaves out (highlight notes shown)", () => {
    expect(toHighlightSettings(reply({}))).toEqual(DEFAULT_HIGHLIGHT_SETTINGS);
    expect(DEFAULT_HIGHLIGHT_SETTINGS.showHighlightNotes).toBe(true);
  });
});
