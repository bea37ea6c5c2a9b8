import { UserSettingsEditor } from "@lectern/core/account/settings/application/UserSettingsEditor";
import { SETTINGS_TEXTS } from "@lectern/core/account/settings/domain/settingsTexts";
import type { UserSettings } from "@lectern/core/account/settings/domain/userSettings";
import type { WireRequest } from "@lectern/core/api/wire";
import { describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";

const STORED = {
  backtrack: { backward: 30 },
  poi: { backward: 5, forward: 5 },
  widget_type: "advanced",
  show_highlight_notes: true,
  ui_adjustments: false,
  auto_poi_enabled: true,
};

const bodyOf = (request: WireRequest | undefined) =>
  (request?.body?.kind === "json" ? request.body.value : null) as {
    data: { type: string; attributes: Record<string, unknown> };
  };

/** The editor over a scripted server that merges what it is sent, as the API does. */
const setUp = (answer?: (request: WireRequest) => ReturnType<typeof ok>) => {
  let stored: Record<string, unknown> = structuredClone(STORED);
  const http = new ScriptedHttp()
    .on("GET", "v2/user/settings", () => ok({ data: { id: "1", type: "user_settings", attributes: stored } }))
    .on(
      "POST",
      "v2/user/settings",
      answer ??
        ((request) => {
          const change = bodyOf(request).data.attributes;
          stored = {
            ...stored,
            ...change,
            poi: { ...(stored["poi"] as object), ...(change["poi"] as object | undefined) },
          };
          return ok({ data: { id: "1", type: "user_settings", attributes: stored } });
        }),
    );
  const saved: UserSettings[] = [];
  const editor = new UserSettingsEditor(apiOver(http).api, (settings) => saved.push(settings));
  const posts = () => http.sent.filter((request) => request.method === "POST");
  return { editor, http, saved, posts };
};

describe("UserSettingsEditor (issue 14: /profile/settings)", () => {
  it("loads the settings into the form and tells the adjustments", async () => {
    const { editor, saved } = setUp();
    await editor.load();
    expect(editor.state).toMatchObject({
      status: "ready",
      dirty: false,
      draft: { backtrackSeconds: "30", flagBeforeSeconds: "5", widgetType: "advanced", uiAdjustments: false },
    });
    expect(saved).toHaveLength(1);
  });

  it("sends only the changed fields, only when something changed, and announces the save", async () => {
    const { editor, posts, saved } = setUp();
    await editor.load();
    await editor.save();
    expect(posts()).toHaveLength(0);
    expect(editor.state.announcement?.text).toBe(SETTINGS_TEXTS.nothingToSave);

    editor.edit("backtrackSeconds", "12");
    editor.edit("flagAfterSeconds", "8");
    editor.edit("uiAdjustments", true);
    editor.edit("showHighlightNotes", false);
    editor.edit("showHighlightNotes", true);
    expect(editor.state.dirty).toBe(true);
    await editor.save();
    expect(posts()).toHaveLength(1);
    expect(bodyOf(posts()[0])).toEqual({
      data: {
        type: "user_settings",
        attributes: { backtrack: { backward: 12 }, poi: { forward: 8 }, ui_adjustments: true },
      },
    });
    expect(editor.state).toMatchObject({ dirty: false, saving: false, draft: { backtrackSeconds: "12" } });
    expect(editor.state.announcement?.text).toBe(SETTINGS_TEXTS.saved);
    expect(saved.at(-1)).toMatchObject({ backtrackSeconds: 12, flagAfterSeconds: 8, uiAdjustments: true });
  });

  it("shows a field's own message once touched, refuses to send, and bumps refusals", async () => {
    const { editor, posts } = setUp();
    await editor.load();
    editor.edit("backtrackSeconds", "0");
    expect(editor.state.errors.backtrackSeconds).toBeUndefined();
    editor.touch("backtrackSeconds");
    expect(editor.state.errors.backtrackSeconds).toBe(SETTINGS_TEXTS.seconds);
    editor.edit("flagBeforeSeconds", "700");
    await editor.save();
    expect(posts()).toHaveLength(0);
    expect(editor.state.refusals).toBe(1);
    expect(editor.state.errors).toMatchObject({
      backtrackSeconds: SETTINGS_TEXTS.seconds,
      flagBeforeSeconds: SETTINGS_TEXTS.seconds,
    });
  });

  it("puts a 422 under its field until the field is edited", async () => {
    const message = "The backtrack.backward must be a whole number of seconds from 1 to 600.";
    const { editor } = setUp(() => ({
      status: 422,
      headers: {},
      body: {
        errors: [
          { status: "422", title: message, message, source: { pointer: "/data/attributes/backtrack/backward" } },
        ],
      },
    }));
    await editor.load();
    editor.edit("backtrackSeconds", "45");
    await editor.save();
    expect(editor.state.errors.backtrackSeconds).toBe(message);
    expect(editor.state.problem).toBeNull();
    editor.edit("backtrackSeconds", "46");
    expect(editor.state.errors.backtrackSeconds).toBeUndefined();
  });

  it("shows any other failure in the error dialog and keeps the draft", async () => {
    const { editor } = setUp(() => ({ status: 500, headers: {}, body: { errors: [{ title: "Down for a moment" }] } }));
    await editor.load();
    editor.edit("widgetType", "lite");
    await editor.save();
    expect(editor.state.problem).toEqual({ title: SETTINGS_TEXTS.somethingWentWrong, message: "Down for a moment" });
    expect(editor.state).toMatchObject({ dirty: true, saving: false, draft: { widgetType: "lite" } });
    editor.dismissProblem();
    expect(editor.state.problem).toBeNull();
  });

  it("says when the settings cannot be loaded, and loads again", async () => {
    const http = new ScriptedHttp();
    const editor = new UserSettingsEditor(apiOver(http).api);
    await editor.load();
    expect(editor.state.status).toBe("failed");
    expect(editor.state.loadError).toMatch(/No route/);
    http.on("GET", "v2/user/settings", ok({ data: { attributes: {} } }));
    await editor.load();
    expect(editor.state.status).toBe("ready");
    expect(editor.state.saved).toMatchObject({ backtrackSeconds: 30, autoHighlights: true, widgetType: "advanced" });
  });
});
