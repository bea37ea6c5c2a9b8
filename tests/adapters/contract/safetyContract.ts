import { LOGIN_THROTTLE, tooManyLoginAttempts } from "@lectern/adapters/demo/model/loginThrottle";
import { SHARING_TEXTS } from "@lectern/adapters/demo/model/sharingTexts";
import { SSO_TEXTS } from "@lectern/adapters/demo/model/ssoTexts";
import { REQUEST_TEXTS } from "@lectern/adapters/demo/routing/requestTexts";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { isApiError } from "@lectern/core/kernel/ApiError";
import { beforeEach, describe, expect, it } from "vitest";
import type { RawRequest, RawResponse, SafetySubject } from "./safety/SafetySubject";
import { SharingDriver } from "./sharing/SharingDriver";
import { UploadDriver } from "./upload/UploadDriver";

const SEED = SEED_USERS[0];
const PASSWORD = "Other#2026pass";
const JSON_API = { "content-type": "application/vnd.api+json", accept: "application/vnd.api+json" };
const MINUTE = 60_000;

interface Mail {
  readonly attributes: { readonly to: string; readonly subject: string; readonly link: string | null };
}

const unique = (name: string, domain = "example.com"): string =>
  `${name}-${Math.random().toString(36).slice(2)}@${domain}`;
const titleOf = (response: RawResponse): string | undefined =>
  (response.body as { errors?: { title: string }[] } | null)?.errors?.[0]?.title;
const attributesOf = (response: RawResponse): Record<string, unknown> =>
  (response.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The status a core call ended with (2xx or the ApiError's), and the error's title. */
const outcome = async (call: Promise<{ status: number }>): Promise<{ status: number; title: string | null }> => {
  try {
    return { status: (await call).status, title: null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { status: error.status, title: error.title };
  }
};

/**
 * Issue 19, items 3 and 5: the demo's doors and requests that mean what they say. Bodies that are
 * not JSON, the method override off POST, share addresses and their number, login throttling, the
 * password-reset answer, whose mail the outbox shows, single sign-on's assertions and invitations
 * to addresses without an account. Runs unchanged in-process and over HTTP.
 */
export const describeSafetyContract = (suiteName: string, makeSubject: () => Promise<SafetySubject>): void => {
  describe(suiteName, () => {
    let subject: SafetySubject;
    let accounts: UploadDriver;
    let sharing: SharingDriver;

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      accounts = new UploadDriver(subject.api, subject.keyValue);
      sharing = new SharingDriver(subject.api, subject.keyValue);
    });

    const raw = (request: RawRequest) => subject.raw(request);
    const login = (email: string, password: string, from?: RawRequest["from"]) =>
      raw({
        method: "POST",
        path: "v2/auth/login",
        headers: JSON_API,
        body: JSON.stringify({ data: { attributes: { email, password } } }),
        ...(from ? { from } : {}),
      });
    /** The seed account's new session, as the share's owner. */
    const ownSession = async (): Promise<{ owner: string; sessionId: string }> => {
      const owner = await accounts.signIn(SEED.email, SEED.password);
      return { owner, sessionId: (await accounts.createSession()).data.id };
    };
    const shareOf = async (owner: string, sessionId: string) => {
      const document = await sharing.as(owner, { method: "GET", path: `sessions/${sessionId}` });
      return (document.body as { data: { attributes: { shared: unknown } } }).data.attributes.shared;
    };
    const outbox = async (token: string | null, to?: string): Promise<readonly Mail[]> =>
      (
        (
          await sharing.as(token, {
            method: "GET",
            path: "demo/outbox",
            ...(to ? { query: { "filter[to]": to } } : {}),
          })
        ).body as { data: Mail[] }
      ).data;

    describe("bodies", () => {
      it("answers a body that is not JSON, or not a document, with 400 and changes nothing", async () => {
        const reader = unique("reader");
        await accounts.signUp(reader, PASSWORD);
        const { owner, sessionId } = await ownSession();
        await sharing.save(owner, sessionId, { readonly: false, downloadable: true, persons: [{ email: reader }] });
        const before = await shareOf(owner, sessionId);
        const cases: readonly [string, string][] = [
          ['{"data": {"type": "shared", "attributes": {"persons": []', REQUEST_TEXTS.bodyNotJson],
          ["persons=", REQUEST_TEXTS.bodyNotJson],
          ["[]", REQUEST_TEXTS.bodyNotDocument],
          ['"shared"', REQUEST_TEXTS.bodyNotDocument],
        ];
        for (const [body, title] of cases) {
          const answer = await raw({
            method: "POST",
            path: `sessions/${sessionId}/share`,
            headers: { ...JSON_API, ...bearer(owner) },
            body,
          });
          expect({ body, status: answer.status, title: titleOf(answer) }).toEqual({ body, status: 400, title });
        }
        // A document that does not list the people is refused too, rather than read as "nobody".
        expect(await outcome(sharing.save(owner, sessionId, { readonly: true }))).toEqual({
          status: 422,
          title: SHARING_TEXTS.personsList,
        });
        expect(await shareOf(owner, sessionId)).toEqual(before);
      });
    });

    describe("the method override", () => {
      it("is honoured on POST only: a GET that says DELETE is 405 and deletes nothing", async () => {
        const { owner, sessionId } = await ownSession();
        const headers = { ...JSON_API, ...bearer(owner) };
        const viaGet = await raw({
          method: "GET",
          path: `sessions/${sessionId}`,
          headers: { ...headers, "X-HTTP-METHOD-OVERRIDE": "DELETE" },
        });
        expect({ status: viaGet.status, title: titleOf(viaGet), allow: viaGet.headers["allow"] }).toEqual({
          status: 405,
          title: REQUEST_TEXTS.overrideOnlyOnPost,
          allow: "POST",
        });
        for (const verb of ["GET", "TRACE"]) {
          const odd = await raw({
            method: "POST",
            path: `sessions/${sessionId}`,
            headers: { ...headers, "X-HTTP-METHOD-OVERRIDE": verb },
          });
          expect({ verb, status: odd.status, title: titleOf(odd) }).toEqual({
            verb,
            status: 405,
            title: REQUEST_TEXTS.overrideUnknown,
          });
        }
        const still = await raw({ method: "GET", path: `sessions/${sessionId}`, headers });
        expect(still.status).toBe(200);
      });
    });

    describe("share addresses", () => {
      it("refuses markup, quotes, spaces and javascript: with 422, and more than 100 people per save", async () => {
        const { owner, sessionId } = await ownSession();
        for (const email of [
          "<script>alert(1)</script>@example.com",
          "javascript:alert(1)//@example.com",
          '"quoted"@example.com',
          "two words@example.com",
          "someone@example.com<img src=x>",
        ]) {
          expect({ email, ...(await outcome(sharing.save(owner, sessionId, { persons: [{ email }] }))) }).toEqual({
            email,
            status: 422,
            title: SHARING_TEXTS.invalidEmail,
          });
        }
        const people = (count: number) =>
          Array.from({ length: count }, (_, index) => ({ email: `person${index}@example.com` }));
        expect(await outcome(sharing.save(owner, sessionId, { persons: people(101) }))).toEqual({
          status: 422,
          title: SHARING_TEXTS.tooManyPersons(100),
        });
        expect(await shareOf(owner, sessionId)).toBeNull();
        const saved = await sharing.save(owner, sessionId, { persons: people(100) });
        expect((saved.body as { data: { attributes: { persons: unknown[] } } }).data.attributes.persons).toHaveLength(
          100,
        );
      });
    });

    describe("login throttling", () => {
      const limit = LOGIN_THROTTLE.failures;

      it("holds an account back after 10 failures in 15 minutes, even with the right password, then lets it in", async () => {
        for (let attempt = 0; attempt < limit; attempt += 1) {
          expect(attributesOf(await login(SEED.email, "Wrong#2026pass"))).toMatchObject({ error: true });
        }
        const held = await login(SEED.email, SEED.password, "another client");
        expect({ status: held.status, title: titleOf(held), retryAfter: held.headers["retry-after"] }).toEqual({
          status: 429,
          title: tooManyLoginAttempts(15),
          retryAfter: String(15 * 60),
        });
        subject.advance(LOGIN_THROTTLE.windowMs);
        expect(attributesOf(await login(SEED.email, SEED.password))).toHaveProperty("token");
      });

      it("holds a client address back after 10 failures on any accounts", async () => {
        for (let attempt = 0; attempt < limit; attempt += 1) {
          await login(unique("nobody"), "Wrong#2026pass");
        }
        expect((await login(SEED.email, SEED.password)).status).toBe(429);
        // The account itself has no failures: from elsewhere it signs in.
        expect(attributesOf(await login(SEED.email, SEED.password, "another client"))).toHaveProperty("token");
      });

      it("forgets an account's failures at its successful login, not its address's", async () => {
        for (let attempt = 0; attempt < limit - 1; attempt += 1) await login(SEED.email, "Wrong#2026pass");
        expect(attributesOf(await login(SEED.email, SEED.password, "another client"))).toHaveProperty("token");
        for (let attempt = 0; attempt < limit - 1; attempt += 1) {
          await login(SEED.email, "Wrong#2026pass", "another client");
        }
        // 18 failures of the account, but only 9 since its last success.
        expect(attributesOf(await login(SEED.email, SEED.password, "another client"))).toHaveProperty("token");
        // The first address's nine stay: one more failure there, and it is held back.
        await login(unique("nobody"), "Wrong#2026pass");
        expect((await login(SEED.email, SEED.password)).status).toBe(429);
        subject.advance(LOGIN_THROTTLE.windowMs - MINUTE);
        expect((await login(SEED.email, SEED.password)).status).toBe(429);
      });
    });

    describe("password reset", () => {
      it("answers an unknown, a known and a deleted account's address alike, and mails only the known one", async () => {
        const deleted = unique("deleted");
        const token = await accounts.signUp(deleted, PASSWORD);
        await sharing.as(token, { method: "DELETE", path: "v2/user/archive" });
        const ask = (email: string) =>
          raw({
            method: "POST",
            path: "password_reset/",
            headers: JSON_API,
            body: JSON.stringify({ data: { type: "password_resets", attributes: { email } } }),
          });
        const known = await ask(SEED.email);
        const unknown = await ask("ghost@example.org");
        const archived = await ask(deleted);
        expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
        expect({ status: archived.status, body: archived.body }).toEqual({ status: known.status, body: known.body });
        expect(known).toMatchObject({ status: 200, body: { data: { attributes: { acknowledge: true } } } });
        const resets = (await outbox(null)).filter((mail) => mail.attributes.subject === "Reset your Lectern password");
        expect(resets.map((mail) => mail.attributes.to)).toEqual([SEED.email]);
      });
    });

    describe("the outbox", () => {
      it("shows a signed-in user only their own mail, and clears only theirs", async () => {
        const ada = unique("ada");
        const grace = unique("grace");
        const adaToken = await accounts.signUp(ada, PASSWORD);
        await accounts.signUp(grace, PASSWORD);
        const toOf = (mails: readonly Mail[]) => [...new Set(mails.map((mail) => mail.attributes.to))].sort();
        // Signed out, in demo mode: the whole mailbox (the forgot-password story of the demo).
        expect(toOf(await outbox(null))).toEqual([ada, grace].sort());
        expect(toOf(await outbox(adaToken))).toEqual([ada]);
        expect(await outbox(adaToken, grace)).toEqual([]);
        await sharing.as(adaToken, { method: "DELETE", path: "demo/outbox" });
        expect(toOf(await outbox(null))).toEqual([grace]);
      });
    });

    describe("single sign-on", () => {
      const assertion = async (email: string): Promise<string> => {
        const signedIn = await sharing.as(null, {
          method: "POST",
          path: "demo/sso/sign-in",
          body: { data: { attributes: { organisation: "northbridge", provider: "microsoft", email } } },
        });
        return String((signedIn.body as { data: { attributes: { assertion: string } } }).data.attributes.assertion);
      };
      const handOver = (value: string) =>
        raw({
          method: "POST",
          path: "idm/sso/assertion",
          headers: JSON_API,
          body: JSON.stringify({ data: { attributes: { assertion: value } } }),
        });

      it("signs in only with the stand-in's genuine, fresh assertion, once", async () => {
        const genuine = await assertion("ada.lovelace@northbridge.edu");
        const accepted = await handOver(genuine);
        expect(accepted.status).toBe(200);
        expect(attributesOf(accepted)).toHaveProperty("token");
        const refused = { status: 401, title: SSO_TEXTS.invalidAssertion };
        const replay = await handOver(genuine);
        expect({ status: replay.status, title: titleOf(replay) }).toEqual(refused);

        // The same signature over other claims, and a made-up one.
        const [, signature] = (await assertion("ada.lovelace@northbridge.edu")).split(".");
        const claims = { email: "dean@northbridge.edu", organisation: "northbridge", provider: "microsoft" };
        const forgedPayload = btoa(JSON.stringify({ ...claims, expiresAt: Date.UTC(2100, 0), nonce: "x" }))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
        for (const forged of [`${forgedPayload}.${signature}`, "e30.c2lnbmVk", "not-an-assertion"]) {
          const answer = await handOver(forged);
          expect({ status: answer.status, title: titleOf(answer) }).toEqual(refused);
        }

        const late = await assertion("grace.hopper@northbridge.edu");
        subject.advance(2 * MINUTE);
        const expired = await handOver(late);
        expect({ status: expired.status, title: titleOf(expired) }).toEqual(refused);
      });

      it("refuses an account made with a password, and an address outside the organisation", async () => {
        const member = unique("pat", "northbridge.edu");
        await accounts.signUp(member, PASSWORD);
        const viaPage = await sharing
          .as(null, {
            method: "POST",
            path: "demo/sso/assert",
            body: { data: { attributes: { organisation: "northbridge", provider: "google", email: member } } },
          })
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(viaPage).toMatchObject({ status: 403, title: SSO_TEXTS.passwordAccount });
        const handedOver = await handOver(await assertion(member));
        expect({ status: handedOver.status, title: titleOf(handedOver) }).toEqual({
          status: 403,
          title: SSO_TEXTS.passwordAccount,
        });
        expect(
          await outcome(
            sharing.as(null, {
              method: "POST",
              path: "demo/sso/sign-in",
              body: {
                data: { attributes: { organisation: "northbridge", provider: "google", email: "ada@elsewhere.org" } },
              },
            }),
          ),
        ).toEqual({ status: 422, title: SSO_TEXTS.notMember("Northbridge University") });
      });
    });

    describe("invitations", () => {
      it("opens an invitation to an address without an account only once the new account proved it", async () => {
        const newcomer = unique("newcomer");
        const { owner, sessionId } = await ownSession();
        await sharing.save(owner, sessionId, { persons: [{ email: newcomer }] });
        const token = await accounts.signUp(newcomer, PASSWORD);
        const forbidden = { status: 403, title: SHARING_TEXTS.viewForbidden };
        expect(await outcome(sharing.shared(token, sessionId))).toEqual(forbidden);
        // Saving the same list again keeps it an invitation: the account that now exists proved nothing.
        await sharing.save(owner, sessionId, { persons: [{ email: newcomer }] });
        expect(await outcome(sharing.shared(token, sessionId))).toEqual(forbidden);

        const welcome = (await outbox(token)).find((mail) => mail.attributes.subject === "Welcome to Lectern");
        const link = welcome?.attributes.link ?? "";
        expect(link).toMatch(/^\/auth\/login\/token\/[0-9a-f]+$/);
        const confirmed = await sharing.as(null, {
          method: "POST",
          path: `auth/login/token/${link.split("/").pop()}`,
          body: { data: { type: "login_tokens", attributes: { referer: "" } } },
        });
        expect((confirmed.body as { data: { attributes: Record<string, unknown> } }).data.attributes).toHaveProperty(
          "token",
        );
        expect(await outcome(sharing.shared(token, sessionId))).toEqual({ status: 200, title: null });
      });
    });
  });
};
