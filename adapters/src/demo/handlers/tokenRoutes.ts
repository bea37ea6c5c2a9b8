import { VALIDATION_MESSAGES } from "@lectern/core/auth/domain/authTexts";
import { randomToken } from "../crypto/randomToken";
import { confirmAddress } from "../model/addressConfirmation";
import { DEMO_LIFETIMES } from "../model/demoLifetimes";
import { refuseArchived } from "../model/accountArchive";
import { issueSession } from "../model/sessions";
import { findUserById } from "../model/users";
import { attributesOf, requireValid, textOf } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply, iso } from "../routing/replies";
import { type Route, authRoute, route } from "../routing/Route";

export const TEMP_TOKEN_INVALID = "The token is invalid or has expired.";
export const LOGIN_TOKEN_INVALID = "This login link is invalid or has expired.";
const REFERER_MAX = 2048;

/** Temporary tokens (v2/auth/temp/token/*) and login token ids (auth/login/token[/{id}]). */
export const tokenRoutes: readonly Route[] = [
  authRoute("POST", "v2/auth/temp/token/create", ({ db, now, user }) => {
    const token = randomToken(32);
    const at = now();
    const expiresAt = at + DEMO_LIFETIMES.tempToken;
    db.mutate((data) => {
      data.tempTokens = data.tempTokens.filter((temp) => temp.expiresAt > at && temp.usedAt === null);
      data.tempTokens.push({ token, userId: user.id, createdAt: at, expiresAt, usedAt: null });
    });
    return dataReply({ type: "temp_tokens", attributes: { token, expires_at: iso(expiresAt) } }, 201);
  }),

  route("POST", "v2/auth/temp/token/exchange", ({ request, db, now }) => {
    const token = textOf(attributesOf(request.body)["token"]).trim();
    requireValid([["token", token ? null : VALIDATION_MESSAGES.required]]);
    const at = now();
    const temp = db.data.tempTokens.find((candidate) => candidate.token === token);
    if (!temp || temp.usedAt !== null || temp.expiresAt <= at) {
      throw new DemoHttpError(422, { title: TEMP_TOKEN_INVALID, source: { pointer: "/data/attributes/token" } });
    }
    refuseArchived(findUserById(db, temp.userId));
    db.mutate(() => {
      temp.usedAt = at;
    }, temp);
    return dataReply({ type: "tokens", attributes: { token: issueSession(db, temp.userId, at) } });
  }),

  authRoute("POST", "auth/login/token", ({ request, db, now, user }) => {
    const referer = attributesOf(request.body)["referer"];
    requireValid([
      [
        "referer",
        referer === undefined || referer === null || (typeof referer === "string" && referer.length <= REFERER_MAX)
          ? null
          : `The referer must be a text of at most ${REFERER_MAX} characters.`,
      ],
    ]);
    const id = randomToken(20);
    const at = now();
    db.mutate((data) => {
      data.loginTokens = data.loginTokens.filter((login) => login.expiresAt > at && login.usedAt === null);
      data.loginTokens.push({
        id,
        userId: user.id,
        referer: typeof referer === "string" ? referer : null,
        createdAt: at,
        expiresAt: at + DEMO_LIFETIMES.loginToken,
        usedAt: null,
      });
    });
    return dataReply({ id, type: "login_tokens", attributes: { referer: referer ?? null, created_at: iso(at) } }, 201);
  }),

  // Failure is a 200 with an error flag: the token-id login page shows the message (spec 1 §7).
  route("POST", "auth/login/token/{id}", ({ params, db, now }) => {
    const at = now();
    const login = db.data.loginTokens.find((candidate) => candidate.id === params["id"]);
    if (!login || login.usedAt !== null || login.expiresAt <= at) {
      return dataReply({
        id: params["id"],
        type: "login_tokens",
        attributes: { error: true, message: LOGIN_TOKEN_INVALID },
      });
    }
    const user = findUserById(db, login.userId);
    refuseArchived(user);
    db.mutate(() => {
      login.usedAt = at;
    }, login);
    // Sign-up's welcome mail carries such a link: following it proves the address (issue 19).
    if (user) confirmAddress(db, user, login.confirmsEmail, at);
    return dataReply({ id: login.id, type: "login_tokens", attributes: { token: issueSession(db, login.userId, at) } });
  }),
];
