// @vitest-environment jsdom
import { SETTINGS_TEXTS as T } from "@lectern/core/account/settings/domain/settingsTexts";
import type { WireRequest } from "@lectern/core/api/wire";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SettingsPage } from "../../../../ui/src/features/profile/settings/SettingsPage";
import { UI_ADJUSTMENTS_CLASS } from "../../../../ui/src/features/profile/settings/accessibility/applyUiAdjustments";
import { ScriptedHttp, ok } from "../../../support/ScriptedHttp";
import { installCssEscape } from "../../kit/jsdomCss";
import { renderAccountPage } from "../accountWorld";

installCssEscape();
afterEach(() => {
  cleanup();
  document.documentElement.classList.remove(UI_ADJUSTMENTS_CLASS);
});

const bodyOf = (request: WireRequest) =>
  (request.body?.kind === "json" ? request.body.value : null) as { data: { attributes: Record<string, unknown> } };

const setUp = async (failPost = false) => {
  let stored: Record<string, unknown> = {
    backtrack: { backward: 30 },
    poi: { backward: 5, forward: 5 },
    widget_type: "advanced",
    show_highlight_notes: true,
    ui_adjustments: false,
    auto_poi_enabled: true,
  };
  const posts: Record<string, unknown>[] = [];
  const http = new ScriptedHttp()
    .on("GET", "v2/user/settings", () => ok({ data: { id: "7", type: "user_settings", attributes: stored } }))
    .on("POST", "v2/user/settings", (request) => {
      const change = bodyOf(request).data.attributes;
      posts.push(change);
      if (failPost) {
        const message = "The poi.backward must be a whole number of seconds from 1 to 600.";
        return {
          status: 422,
          headers: {},
          body: { errors: [{ title: message, message, source: { pointer: "/data/attributes/poi/backward" } }] },
        };
      }
      stored = { ...stored, ...change };
      return ok({ data: { id: "7", type: "user_settings", attributes: stored } });
    });
  await renderAccountPage(http, <SettingsPage />);
  await screen.findByRole("textbox", { name: new RegExp(T.backtrackLabel) });
  return { posts };
};

const field = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) });
const save = () => screen.getByRole("button", { name: T.save });

describe("SettingsPage (/profile/settings, issue 14)", () => {
  it("shows the three sections with the saved values, and Save only once something changed", async () => {
    await setUp();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(T.title);
    for (const heading of [T.highlightsHeading, T.widgetHeading, T.accessibilityHeading]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeTruthy();
    }
    expect((field(T.backtrackLabel) as HTMLInputElement).value).toBe("30");
    expect((field(T.beforeLabel) as HTMLInputElement).value).toBe("5");
    const widget = screen.getByRole("radiogroup", { name: T.widgetTypeLabel });
    expect((within(widget).getByRole("radio", { name: new RegExp(T.advancedLabel) }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole("switch", { name: T.uiAdjustmentsLabel }).getAttribute("aria-checked")).toBe("false");
    expect(save().hasAttribute("disabled") || save().getAttribute("aria-disabled") === "true").toBe(true);
    expect(document.title).toBe("Settings - Lectern");
  });

  it("sends only what changed, announces the save, and turns the accessibility adjustments on at once", async () => {
    const { posts } = await setUp();
    fireEvent.change(field(T.backtrackLabel), { target: { value: "7" } });
    fireEvent.click(screen.getByRole("switch", { name: T.uiAdjustmentsLabel }));
    fireEvent.click(screen.getByText(T.liteLabel));
    fireEvent.click(save());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ backtrack: { backward: 7 }, ui_adjustments: true, widget_type: "lite" });
    await waitFor(() => expect(screen.getByText(T.saved)).toBeTruthy());
    await waitFor(() => expect(document.documentElement.classList.contains(UI_ADJUSTMENTS_CLASS)).toBe(true));
    expect(save().hasAttribute("disabled") || save().getAttribute("aria-disabled") === "true").toBe(true);
  });

  it("shows the rule under a refused field and focuses it, sending nothing", async () => {
    const { posts } = await setUp();
    const backtrack = field(T.backtrackLabel);
    fireEvent.change(backtrack, { target: { value: "601" } });
    fireEvent.click(save());
    await waitFor(() => expect(document.activeElement).toBe(backtrack));
    expect(backtrack.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(T.seconds)).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it("puts the server's 422 under its field", async () => {
    await setUp(true);
    fireEvent.change(field(T.beforeLabel), { target: { value: "9" } });
    fireEvent.click(save());
    await waitFor(() =>
      expect(screen.getByText("The poi.backward must be a whole number of seconds from 1 to 600.")).toBeTruthy(),
    );
    expect(field(T.beforeLabel).getAttribute("aria-invalid")).toBe("true");
  });

  it("says when the settings cannot be loaded, with Try again", async () => {
    const http = new ScriptedHttp();
    await renderAccountPage(http, <SettingsPage />);
    await screen.findByRole("heading", { name: T.loadFailed });
    http.on("GET", "v2/user/settings", ok({ data: { attributes: {} } }));
    fireEvent.click(screen.getByRole("button", { name: T.tryAgain }));
    await screen.findByRole("textbox", { name: new RegExp(T.backtrackLabel) });
  });
});
