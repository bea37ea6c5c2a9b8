import type { DemoUserSettings } from "../db/DemoSnapshot";
import { applySettingsChange, settingsOf, userSettingsResource } from "../model/userSettings";
import { attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { dataReply } from "../routing/replies";
import { type AuthedContext, type Route, authRoute } from "../routing/Route";

export const USER_SETTINGS_TYPE_TEXT = "The type must be user_settings.";

/** A partial change: every attribute is checked, and nothing is saved unless all pass. */
const saveSettings = ({ request, db, user }: AuthedContext) => {
  const type = dataOf(request.body)["type"];
  const { settings, problems } = applySettingsChange(settingsOf(db, user.id), attributesOf(request.body));
  requireValid([
    ["type", type === undefined || type === "user_settings" ? null : USER_SETTINGS_TYPE_TEXT, "/data/type"],
    ...problems.map((problem) => [problem.field, problem.message, `/data/attributes/${problem.pointer}`] as const),
  ]);
  db.mutate((data) => {
    const row: DemoUserSettings = { userId: user.id, ...settings };
    data.userSettings = [...data.userSettings.filter((candidate) => candidate.userId !== user.id), row];
  });
  return dataReply(userSettingsResource(user.id, settings));
};

/**
 * The user's widget settings (spec 2 §3, §7; spec 3 §7 "User, settings, devices"): backtrack and
 * flag seconds, widget type, showHighlightNotes and uiAdjustments. Defaults until first saved.
 * Spec 3 sends the merged settings with POST, so POST is taken as well as PATCH.
 */
export const userSettingsRoutes: readonly Route[] = [
  authRoute("GET", "v2/user/settings", ({ db, user }) =>
    dataReply(userSettingsResource(user.id, settingsOf(db, user.id))),
  ),
  authRoute("PATCH", "v2/user/settings", saveSettings),
  authRoute("POST", "v2/user/settings", saveSettings),
];
