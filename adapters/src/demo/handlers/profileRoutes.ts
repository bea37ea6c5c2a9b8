import { applyProfileChange, profileResource } from "../model/profileChange";
import { PROFILE_TEXTS } from "@lectern/core/profile/domain/profileTexts";
import { attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/**
 * PUT v2/user/profile (spec 3 §7 "User, settings, devices"; issue 14 contract): a partial change of
 * the signed-in user's profile — names, secondary e-mail, phone, institution, referral, currency and
 * the avatar — answered with the whole profile. Every attribute is checked; nothing is saved unless
 * all pass, and each refusal points at its attribute.
 */
export const profileRoutes: readonly Route[] = [
  authRoute("PUT", "v2/user/profile", ({ request, db, user }) => {
    const type = dataOf(request.body)["type"];
    const currencies = [...new Set(db.data.countries.map((country) => country.currency))];
    const { profile, problems } = applyProfileChange(user.profile, attributesOf(request.body), currencies);
    requireValid([
      ["type", type === undefined || type === "profiles" ? null : PROFILE_TEXTS.typeInvalid, "/data/type"],
      ...problems.map((problem) => [problem.field, problem.message] as const),
    ]);
    db.mutate((data) => {
      const stored = data.users.find((candidate) => candidate.id === user.id);
      if (stored) {
        stored.profile = profile;
        db.touch(stored);
      }
    });
    return dataReply(profileResource(user.id, profile));
  }),
];
