import { DEMO_LIFETIMES } from "@lectern/adapters/demo/model/demoLifetimes";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import { API_MESSAGES } from "@lectern/core/api/messages";
import { AcknowledgeReply } from "@lectern/core/api/resources/acknowledgeReply";
import { CountriesReply } from "@lectern/core/api/resources/countriesReply";
import { LicenceCheckReply } from "@lectern/core/api/resources/licenceCheckReply";
import { PermissionsReply } from "@lectern/core/api/resources/permissionsReply";
import { ProductsReply } from "@lectern/core/api/resources/productsReply";
import { TokenReply } from "@lectern/core/api/resources/tokenReply";
import { UserReply } from "@lectern/core/api/resources/userReply";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { CheckLicenceKey } from "@lectern/core/auth/application/CheckLicenceKey";
import { LoadCountries } from "@lectern/core/auth/application/LoadCountries";
import { LoadTrialOffer } from "@lectern/core/auth/application/LoadTrialOffer";
import { LoginWithPassword } from "@lectern/core/auth/application/LoginWithPassword";
import { LoginWithTokenId } from "@lectern/core/auth/application/LoginWithTokenId";
import { ExchangeTemporaryToken } from "@lectern/core/auth/application/ExchangeTemporaryToken";
import { LookUpOrganisations } from "@lectern/core/auth/application/LookUpOrganisations";
import { RedeemLicenceKey } from "@lectern/core/auth/application/RedeemLicenceKey";
import { RequestPasswordReset } from "@lectern/core/auth/application/RequestPasswordReset";
import { ResetPassword } from "@lectern/core/auth/application/ResetPassword";
import { SignUp, type SignUpForm } from "@lectern/core/auth/application/SignUp";
import { VerifyResetLink } from "@lectern/core/auth/application/VerifyResetLink";
import { AUTH_TEXTS, VALIDATION_MESSAGES } from "@lectern/core/auth/domain/authTexts";
import { ApiError } from "@lectern/core/kernel/ApiError";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { PERMISSION_FLAGS } from "@lectern/core/permissions/domain/Permissions";
import * as Schema from "effect/Schema";
import Pusher from "pusher";
import { firstValueFrom, take, toArray } from "rxjs";
import { beforeEach, describe, expect, it } from "vitest";
import { RecordingSocket } from "../../support/RecordingSocket";
import type { ContractSubject } from "./contractSubject";

const SEED = SEED_USERS[0];
const STRONG = "Str0ng!pass";

const MailsReply = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      attributes: Schema.Struct({
        to: Schema.String,
        subject: Schema.String,
        text: Schema.String,
        link: Schema.NullOr(Schema.String),
        sent_at: Schema.String,
      }),
    }),
  ),
});
const LoginTokenCreated = Schema.Struct({ data: Schema.Struct({ id: Schema.String, type: Schema.String }) });

const signUpForm = (overrides: Partial<SignUpForm> = {}): SignUpForm => ({
  email: "grace@example.org",
  password: STRONG,
  remember: true,
  first_name: "Grace",
  last_name: "Hopper",
  country: "GB",
  referral: "",
  agreement: true,
  ...overrides,
});

/** The spec 3 §7 sign-up document, as core's SignUp sends it. */
const signUpBody = (form: SignUpForm, extra: { utm?: Record<string, string>; meta?: unknown } = {}) => ({
  data: {
    type: "users",
    attributes: {
      email: form.email,
      password: form.password,
      password_repeat: form.password,
      remember: form.remember,
      ...(extra.utm ? { utm: extra.utm } : {}),
    },
    relationships: {
      profile: {
        data: {
          type: "profiles",
          attributes: {
            first_name: form.first_name,
            last_name: form.last_name,
            country: form.country,
            ...(form.referral ? { referral: form.referral } : {}),
          },
        },
      },
    },
  },
  ...(extra.meta ? { meta: extra.meta } : {}),
});

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

/**
 * The HTTP contract of sign-in, sign-up, tokens, SSO, billing helpers, password reset and the demo's
 * own controls, driven through core's ApiClient and use cases. Runs unchanged against every backend
 * (InProcessHttp → router, AxiosHttp → Node demo server).
 */
export const describeAuthContract = (name: string, makeApi: () => Promise<ContractSubject>): void => {
  describe(name, () => {
    let subject: ContractSubject;

    beforeEach(async () => {
      subject = await makeApi();
      await subject.reset();
    });

    const session = () =>
      new AuthSession(subject.api, subject.keyValue, new RecordingSocket(), new NavigationRequests());
    const signedInAs = (token: string | null) => {
      if (token) subject.keyValue.set(TOKEN_KEY, token);
      else subject.keyValue.remove(TOKEN_KEY);
    };
    const loginToken = async (email: string, password: string): Promise<string> => {
      const reply = await subject.api.request(
        { method: "POST", path: "v2/auth/login", body: { data: { attributes: { email, password, remember: true } } } },
        TokenReply,
      );
      expect(reply.data.attributes.error).toBeUndefined();
      return reply.data.attributes.token ?? "";
    };
    const outbox = async (to?: string) =>
      (
        await subject.api.request(
          { method: "GET", path: "demo/outbox", query: to ? { "filter[to]": to } : undefined },
          MailsReply,
        )
      ).data;

    describe("countries", () => {
      it("lists about forty countries with their currencies", async () => {
        const reply = await subject.api.request({ method: "GET", path: "v2/countries" }, CountriesReply);
        expect(reply.data.length).toBeGreaterThanOrEqual(40);
        expect(reply.data).toContainEqual(
          expect.objectContaining({ id: "GB", attributes: { name: "United Kingdom", currency: "GBP" } }),
        );
        const countries = await new LoadCountries(subject.api).execute();
        expect(countries.map((country) => country.name)).toEqual(
          [...countries.map((country) => country.name)].sort((a, b) => a.localeCompare(b)),
        );
      });
    });

    describe("sign-up", () => {
      it("registers, answers a token with showSubscriptionPlans, and the token reads the new user", async () => {
        const form = signUpForm();
        const reply = await subject.api.request(
          {
            method: "POST",
            path: "auth/signup",
            body: signUpBody(form, { utm: { utm_source: "flyer" }, meta: { utm_campaign: "freshers" } }),
          },
          TokenReply,
        );
        expect(reply.data.attributes.showSubscriptionPlans).toBe(true);
        signedInAs(reply.data.attributes.token ?? null);
        const user = await subject.api.request({ method: "GET", path: "v2/user" }, UserReply);
        expect(user.data).toMatchObject({
          type: "users",
          attributes: {
            email: form.email,
            profile: { first_name: "Grace", last_name: "Hopper", country: "GB", referral: null, avatar: null },
          },
        });
        expect(["lite", "advanced"]).toContain(user.data.attributes.profile?.widget_type);
      });

      it("drives core's SignUp: price list without a licence referral, finish step with one", async () => {
        const signUp = () => new SignUp(subject.api, session(), new CheckLicenceKey(subject.api));
        await expect(signUp().execute(signUpForm(), {})).resolves.toBe("/billing/product");
        await expect(
          signUp().execute(signUpForm({ email: "lin@example.org", referral: "LECTERN-DSA-2026" }), {
            utm_source: "partner",
          }),
        ).resolves.toBe("finish");
      });

      it("refuses an e-mail that is taken (any case) with 422 'The email has already been taken.'", async () => {
        const error = await failure(
          subject.api.send({
            method: "POST",
            path: "auth/signup",
            body: signUpBody(signUpForm({ email: SEED.email.toUpperCase() })),
          }),
        );
        expect(error).toMatchObject({ status: 422, title: "The email has already been taken." });
      });

      it("validates server-side with the spec's messages", async () => {
        const attempt = (form: SignUpForm) =>
          failure(subject.api.send({ method: "POST", path: "auth/signup", body: signUpBody(form) }));
        expect(await attempt(signUpForm({ password: "weakpass" }))).toMatchObject({
          status: 422,
          title: VALIDATION_MESSAGES.password,
        });
        expect(await attempt(signUpForm({ first_name: "   " }))).toMatchObject({ title: VALIDATION_MESSAGES.required });
        expect(await attempt(signUpForm({ last_name: "x".repeat(129) }))).toMatchObject({
          title: VALIDATION_MESSAGES.nameTooLong,
        });
        expect(await attempt(signUpForm({ email: "not-an-email" }))).toMatchObject({
          title: VALIDATION_MESSAGES.email,
        });
        expect(await attempt(signUpForm({ country: "XX" }))).toMatchObject({
          title: "The selected country is invalid.",
        });
        expect(await attempt(signUpForm({ referral: "r".repeat(256) }))).toMatchObject({
          title: VALIDATION_MESSAGES.referralTooLong,
        });
        const mismatch = await failure(
          subject.api.send({
            method: "POST",
            path: "auth/signup",
            body: {
              data: {
                ...signUpBody(signUpForm()).data,
                attributes: { email: "x@example.org", password: STRONG, password_repeat: `${STRONG}!` },
              },
            },
          }),
        );
        expect(mismatch.title).toBe(VALIDATION_MESSAGES.passwordsMismatch);
      });
    });

    describe("login and logout", () => {
      it("logs in with the seed account through core's LoginWithPassword and loads user and permissions", async () => {
        const auth = session();
        await expect(
          new LoginWithPassword(subject.api, auth).execute({
            email: SEED.email,
            password: SEED.password,
            remember: true,
          }),
        ).resolves.toEqual({ kind: "signedIn" });
        expect(auth.state.user).toMatchObject({
          id: SEED.id,
          email: SEED.email,
          firstName: "Demo",
          lastName: "Student",
        });
        expect(auth.state.permissions).toMatchObject({ quizShow: true, isUpgradable: false });
      });

      it("answers bad credentials with 200 and the error flag; the use case fails with the message", async () => {
        const reply = await subject.api.request(
          {
            method: "POST",
            path: "v2/auth/login",
            body: { data: { attributes: { email: SEED.email, password: "Wrong#2026" } } },
          },
          TokenReply,
        );
        expect(reply.data.attributes).toMatchObject({
          error: true,
          message: "These credentials do not match our records.",
        });
        expect(reply.data.attributes.token).toBeUndefined();
        const error = await failure(
          new LoginWithPassword(subject.api, session()).execute({
            email: "nobody@example.org",
            password: SEED.password,
            remember: false,
          }),
        );
        expect(error.message).toBe("These credentials do not match our records.");
      });

      it("rejects missing or invalid fields with 422 and the validator's message as title", async () => {
        const login = (attributes: unknown) =>
          failure(subject.api.send({ method: "POST", path: "v2/auth/login", body: { data: { attributes } } }));
        expect(await login({ email: "", password: "x" })).toMatchObject({
          status: 422,
          title: VALIDATION_MESSAGES.required,
        });
        expect(await login({ email: "ada@", password: "x" })).toMatchObject({
          status: 422,
          title: VALIDATION_MESSAGES.email,
        });
        expect(await login({ email: SEED.email })).toMatchObject({ status: 422, title: VALIDATION_MESSAGES.required });
      });

      it("answers user and permissions: every spec 3 §6 flag true except isUpgradable (demo rule)", async () => {
        signedInAs(await loginToken(SEED.email, SEED.password));
        const user = await subject.api.request({ method: "GET", path: "v2/user" }, UserReply);
        expect(user.data).toMatchObject({ id: SEED.id, type: "users", attributes: { email: SEED.email } });
        const permissions = await subject.api.request({ method: "GET", path: "v2/user/permissions" }, PermissionsReply);
        for (const flag of PERMISSION_FLAGS) {
          expect(permissions.data.attributes[flag], flag).toBe(flag !== "isUpgradable");
        }
      });

      it("answers 401 with a JSON:API error when the bearer token is missing or unknown", async () => {
        const alarms = firstValueFrom(subject.api.alarms$.pipe(take(2), toArray()));
        const missing = await failure(subject.api.send({ method: "GET", path: "v2/user" }));
        expect(missing).toMatchObject({ status: 401, title: "Unauthenticated." });
        signedInAs("not-a-token");
        expect(await failure(subject.api.send({ method: "GET", path: "v2/user/permissions" }))).toMatchObject({
          status: 401,
        });
        expect(await alarms).toEqual([{ kind: "unauthorized" }, { kind: "unauthorized" }]);
      });

      it("logout invalidates the token", async () => {
        const token = await loginToken(SEED.email, SEED.password);
        signedInAs(token);
        await subject.api.send({ method: "GET", path: "v2/auth/logout" });
        expect(await failure(subject.api.send({ method: "GET", path: "v2/user" }))).toMatchObject({ status: 401 });
        const auth = session();
        signedInAs(await loginToken(SEED.email, SEED.password));
        await auth.restore();
        expect(auth.isAuthenticated).toBe(true);
        await auth.logout();
        expect(subject.keyValue.get(TOKEN_KEY)).toBeNull();
      });

      it("a session without 'remember me' ends after 12 hours, a remembered one lasts", async () => {
        const short = await subject.api.request(
          {
            method: "POST",
            path: "v2/auth/login",
            body: { data: { attributes: { email: SEED.email, password: SEED.password, remember: false } } },
          },
          TokenReply,
        );
        const remembered = await loginToken(SEED.email, SEED.password);
        subject.advance(DEMO_LIFETIMES.shortSession);
        signedInAs(short.data.attributes.token ?? "");
        expect(await failure(subject.api.send({ method: "GET", path: "v2/user" }))).toMatchObject({ status: 401 });
        signedInAs(remembered);
        await expect(subject.api.request({ method: "GET", path: "v2/user" }, UserReply)).resolves.toBeDefined();
      });
    });

    describe("temporary tokens", () => {
      const create = () => subject.api.request({ method: "POST", path: "v2/auth/temp/token/create" }, TokenReply);
      const exchange = (token: string) =>
        subject.api.request(
          { method: "POST", path: "v2/auth/temp/token/exchange", body: { data: { attributes: { token } } } },
          TokenReply,
        );

      it("creates a one-time token (signed in) that exchanges for a working session token once", async () => {
        expect(await failure(create())).toMatchObject({ status: 401 });
        signedInAs(await loginToken(SEED.email, SEED.password));
        const temporary = (await create()).data.attributes.token ?? "";
        expect(temporary).toMatch(/^[0-9a-f]{32,}$/);
        signedInAs(null);
        const auth = session();
        await new ExchangeTemporaryToken(subject.api, auth).execute(temporary);
        expect(auth.state.user?.email).toBe(SEED.email);
        expect(await failure(exchange(temporary))).toMatchObject({
          status: 422,
          title: "The token is invalid or has expired.",
        });
      });

      it("refuses unknown, missing and expired (5 min) tokens with 422", async () => {
        expect(await failure(exchange("nope"))).toMatchObject({ status: 422 });
        expect(await failure(exchange(""))).toMatchObject({ status: 422, title: VALIDATION_MESSAGES.required });
        signedInAs(await loginToken(SEED.email, SEED.password));
        const temporary = (await create()).data.attributes.token ?? "";
        subject.advance(DEMO_LIFETIMES.tempToken);
        expect(await failure(exchange(temporary))).toMatchObject({ status: 422 });
      });
    });

    describe("login token ids", () => {
      it("creates an id (signed in) and logs in by it once; reuse and unknown ids answer the error flag", async () => {
        const body = { data: { type: "login_tokens", attributes: { referer: "/records" } } };
        expect(await failure(subject.api.send({ method: "POST", path: "auth/login/token", body }))).toMatchObject({
          status: 401,
        });
        signedInAs(await loginToken(SEED.email, SEED.password));
        const created = await subject.api.request(
          { method: "POST", path: "auth/login/token", body },
          LoginTokenCreated,
        );
        expect(created.data.type).toBe("login_tokens");
        signedInAs(null);
        const auth = session();
        await new LoginWithTokenId(subject.api, auth).execute(created.data.id, "/records");
        expect(auth.state.user?.id).toBe(SEED.id);
        const again = await subject.api.request(
          { method: "POST", path: `auth/login/token/${created.data.id}`, body },
          TokenReply,
        );
        expect(again.data.attributes).toMatchObject({
          error: true,
          message: "This login link is invalid or has expired.",
        });
        const error = await failure(new LoginWithTokenId(subject.api, session()).execute("unknown-id", "/"));
        expect(error.message).toBe("This login link is invalid or has expired.");
      });
    });

    describe("single sign-on", () => {
      it("lists both organisations of northbridge.edu with providers pointing at the demo provider page", async () => {
        const organisations = await new LookUpOrganisations(subject.api).execute("ada.lovelace@northbridge.edu", "web");
        expect(organisations.map((organisation) => organisation.name)).toEqual([
          "Northbridge University",
          "Northbridge Business School",
        ]);
        const [microsoft, google] = organisations[0]!.data;
        expect(microsoft).toMatchObject({ name: "Microsoft Entra ID" });
        expect(microsoft!.signInUrl).toMatch(
          /^\/demo\/sso\/northbridge\/microsoft\?login_hint=ada\.lovelace%40northbridge\.edu$/,
        );
        expect(google!.signInUrl.startsWith("/demo/sso/northbridge/google")).toBe(true);
        expect(microsoft!.iconUrl.startsWith("data:image/svg+xml,")).toBe(true);
        const desktop = await new LookUpOrganisations(subject.api).execute("ada@student.northbridge.edu", "desktop");
        expect(desktop[0]!.data[0]!.signInUrl).toContain("platform=desktop");
      });

      it("answers 404 with the title the company login shows for an unknown domain", async () => {
        const error = await failure(new LookUpOrganisations(subject.api).execute("someone@nowhere.example", "web"));
        expect(error).toMatchObject({ status: 404, title: "We couldn't find an organisation for this email" });
      });

      it("the demo provider's assertion creates the account once and signs it in", async () => {
        const assert = (email: string, provider = "google") =>
          subject.api.request(
            {
              method: "POST",
              path: "demo/sso/assert",
              body: { data: { attributes: { organisation: "northbridge", provider, email } } },
            },
            TokenReply,
          );
        const first = await assert("ada.lovelace@northbridge.edu");
        const second = await assert("Ada.Lovelace@northbridge.edu", "microsoft");
        expect(first.data.id).toBe(second.data.id);
        signedInAs(first.data.attributes.token ?? "");
        const user = await subject.api.request({ method: "GET", path: "v2/user" }, UserReply);
        expect(user.data.attributes.profile).toMatchObject({ first_name: "Ada", last_name: "Lovelace" });
        expect(await failure(assert("ada@elsewhere.org"))).toMatchObject({
          status: 422,
          title: "This email does not belong to Northbridge University.",
        });
        expect(await failure(assert("ada@northbridge.edu", "okta"))).toMatchObject({ status: 422 });
        // An SSO account has no password until it is reset.
        const login = await subject.api.request(
          {
            method: "POST",
            path: "v2/auth/login",
            body: { data: { attributes: { email: "ada.lovelace@northbridge.edu", password: STRONG } } },
          },
          TokenReply,
        );
        expect(login.data.attributes.error).toBe(true);
      });
    });

    describe("billing helpers", () => {
      it("lists products with prices; hidden ones only with filter[with_hidden]; the trial offer is Lectern Notes", async () => {
        const visible = await subject.api.request({ method: "GET", path: "billing/products" }, ProductsReply);
        expect(visible.data.map((product) => product.attributes.name)).toEqual([
          "Lectern Notes",
          "Lectern Notes 40",
          "Lectern Notes 80",
          "Lectern Notes 160",
          "Lectern Pro",
        ]);
        const all = await subject.api.request(
          { method: "GET", path: "billing/products", query: { "filter[with_hidden]": true, include: "*" } },
          ProductsReply,
        );
        expect(all.data.map((product) => product.attributes.name)).toContain("Lectern DSA");
        const pro = all.data.find((product) => product.attributes.name === "Lectern Pro");
        expect(pro?.attributes.product_trial_days ?? 0).toBe(0);
        const offer = await new LoadTrialOffer(subject.api).execute();
        expect(offer).toMatchObject({
          kind: "offer",
          days: 14,
          product: { attributes: { name: "Lectern Notes" } },
          price: { unit_amount: 799, currency: "GBP", recurring: { interval: "month" } },
        });
        const yearly = all.data[0]!.attributes.prices[1];
        expect(yearly).toMatchObject({ recurring: { interval: "year" } });
      });

      it("checks and redeems licence keys; a single-seat key refuses a second account", async () => {
        const check = (key: string) =>
          subject.api.request(
            { method: "GET", path: `billing/licenses/${encodeURIComponent(key)}` },
            LicenceCheckReply,
          );
        expect(await failure(check("LECTERN-DSA-2026"))).toMatchObject({ status: 401 });
        signedInAs(await loginToken(SEED.email, SEED.password));
        expect((await check("LECTERN-DSA-2026")).data.attributes.valid).toBe(true);
        expect((await check("abc 123 xyz")).data.attributes.valid).toBe(true);
        expect((await check("NOT-A-KEY")).data.attributes.valid).toBe(false);
        const redeem = new RedeemLicenceKey(subject.api);
        await expect(redeem.execute("LECTERN-ONE-SEAT")).resolves.toBe(true);
        await expect(redeem.execute("LECTERN-ONE-SEAT")).resolves.toBe(true);
        await expect(redeem.execute("NOT-A-KEY")).resolves.toBe(false);
        const user = await subject.api.request({ method: "GET", path: "v2/user" }, UserReply);
        expect(user.data.attributes.paid).toBe(true);

        await new SignUp(subject.api, session(), new CheckLicenceKey(subject.api)).execute(
          signUpForm({ email: "second@example.org" }),
          {},
        );
        expect((await check("LECTERN-ONE-SEAT")).data.attributes.valid).toBe(false);
        const refused = await subject.api.request(
          {
            method: "POST",
            path: "billing/licenses/activate",
            body: { data: { type: "customers_licenses", attributes: { license_key: "LECTERN-ONE-SEAT" } } },
          },
          AcknowledgeReply,
        );
        expect(refused.data.attributes.acknowledge).toBe(false);
        const wrongType = await failure(
          subject.api.send({
            method: "POST",
            path: "billing/licenses/activate",
            body: { data: { type: "coupons", attributes: { license_key: "x".repeat(24) } } },
          }),
        );
        expect(wrongType.status).toBe(422);
        expect(wrongType.meta?.body).toMatchObject({ errors: [{}, { title: VALIDATION_MESSAGES.licenceTooLong }] });
      });
    });

    describe("password reset", () => {
      it("request → outbox mail → verify → reset → login with the new password (old one fails)", async () => {
        await new RequestPasswordReset(subject.api).execute(SEED.email);
        const mails = await outbox(SEED.email);
        expect(mails[0]!.attributes).toMatchObject({ to: SEED.email, subject: "Reset your Lectern password" });
        const link = mails[0]!.attributes.link ?? "";
        expect(link).toMatch(/^\/auth\/forgot\/[0-9a-f]{64}$/);
        const token = link.split("/").pop() ?? "";
        await expect(new VerifyResetLink(subject.api).execute(token)).resolves.toBe(SEED.email);

        const weak = await failure(
          subject.api.send({
            method: "POST",
            path: `password_reset/${token}`,
            body: { data: { type: "password_resets", attributes: { password: "weak", password_repeat: "weak" } } },
          }),
        );
        expect(weak).toMatchObject({ status: 422, title: VALIDATION_MESSAGES.password });

        const auth = session();
        await new ResetPassword(subject.api, auth).execute(token, {
          password: "N3w!password",
          password_repeat: "N3w!password",
        });
        expect(auth.state.user?.email).toBe(SEED.email);
        await expect(loginToken(SEED.email, "N3w!password")).resolves.toMatch(/^[0-9a-f]+$/);
        const old = await subject.api.request(
          {
            method: "POST",
            path: "v2/auth/login",
            body: { data: { attributes: { email: SEED.email, password: SEED.password } } },
          },
          TokenReply,
        );
        expect(old.data.attributes.error).toBe(true);
        // A used link is gone.
        expect(await failure(new VerifyResetLink(subject.api).execute(token))).toMatchObject({ status: 404 });
        const reused = await failure(
          new ResetPassword(subject.api, session()).execute(token, { password: STRONG, password_repeat: STRONG }),
        );
        expect(reused.message).toBe(AUTH_TEXTS.linkExpired);
      });

      it("acknowledges an unknown e-mail as a known one (issue 19), and mails nothing", async () => {
        const reply = await subject.api.request(
          {
            method: "POST",
            path: "password_reset/",
            body: { data: { type: "password_resets", attributes: { email: "ghost@example.org" } } },
          },
          AcknowledgeReply,
        );
        expect(reply.data.attributes.acknowledge).toBe(true);
        await expect(new RequestPasswordReset(subject.api).execute("ghost@example.org")).resolves.toBeUndefined();
        expect(await outbox("ghost@example.org")).toEqual([]);
      });

      it("answers 404 for an unknown link and for one older than an hour", async () => {
        expect(await failure(new VerifyResetLink(subject.api).execute("unknown"))).toMatchObject({ status: 404 });
        await new RequestPasswordReset(subject.api).execute(SEED.email);
        const token = ((await outbox(SEED.email))[0]!.attributes.link ?? "").split("/").pop() ?? "";
        subject.advance(DEMO_LIFETIMES.passwordReset - 1);
        await expect(new VerifyResetLink(subject.api).execute(token)).resolves.toBe(SEED.email);
        subject.advance(1);
        expect(await failure(new VerifyResetLink(subject.api).execute(token))).toMatchObject({ status: 404 });
      });

      it("lists the outbox newest first, and only the newest reset link works", async () => {
        await new RequestPasswordReset(subject.api).execute(SEED.email);
        subject.advance(1000);
        await new RequestPasswordReset(subject.api).execute(SEED.email);
        const mails = await outbox();
        expect(mails.length).toBe(2);
        expect(Date.parse(mails[0]!.attributes.sent_at)).toBeGreaterThan(Date.parse(mails[1]!.attributes.sent_at));
        const tokenOf = (index: number) => (mails[index]!.attributes.link ?? "").split("/").pop() ?? "";
        await expect(new VerifyResetLink(subject.api).execute(tokenOf(0))).resolves.toBe(SEED.email);
        expect(await failure(new VerifyResetLink(subject.api).execute(tokenOf(1)))).toMatchObject({ status: 404 });
      });
    });

    describe("request conventions", () => {
      it("honours X-HTTP-METHOD-OVERRIDE: DELETE demo/outbox travels as POST and clears; a plain POST is 405", async () => {
        await new RequestPasswordReset(subject.api).execute(SEED.email);
        expect(await failure(subject.api.send({ method: "POST", path: "demo/outbox" }))).toMatchObject({ status: 405 });
        expect((await outbox()).length).toBe(1);
        await subject.api.send({ method: "DELETE", path: "demo/outbox" });
        expect(await outbox()).toEqual([]);
      });

      it("normalises double slashes in paths", async () => {
        const reply = await subject.api.request({ method: "GET", path: "//v2//countries/" }, CountriesReply);
        expect(reply.data.length).toBeGreaterThan(0);
      });

      it("fails a reply without data with the exact interceptor text (injected fault)", async () => {
        await subject.api.send({
          method: "POST",
          path: "demo/faults",
          body: { data: { attributes: { method: "GET", path: "v2/countries", status: 200, body: { meta: {} } } } },
        });
        const error = await failure(subject.api.request({ method: "GET", path: "v2/countries" }, CountriesReply));
        expect(error.message).toBe(API_MESSAGES.missingData);
        expect(error.message).toBe(
          "ResponseInterceptorError: Unknown error, response came back without data attribute",
        );
        // The fault was for one request only.
        await expect(
          subject.api.request({ method: "GET", path: "v2/countries" }, CountriesReply),
        ).resolves.toBeDefined();
      });

      it("answers unknown routes with a JSON:API 404", async () => {
        const error = await failure(subject.api.send({ method: "GET", path: "v2/no-such-thing" }));
        expect(error).toMatchObject({ status: 404 });
        expect(error.meta?.body).toMatchObject({ errors: [{ status: "404" }] });
      });
    });

    describe("broadcasting/auth", () => {
      const signer = new Pusher({
        appId: "app-id",
        key: "app-key",
        secret: "app-secret",
        host: "127.0.0.1",
        port: "6001",
      });

      it("signs the user's own private channels from pusher-js's form body, exactly as the pusher library does", async () => {
        const token = await loginToken(SEED.email, SEED.password);
        const channel = `private-users-${SEED.id}.sessions`;
        const response = await subject.postForm(
          "broadcasting/auth",
          { socket_id: "123.456", channel_name: channel },
          token,
        );
        expect(response.status).toBe(200);
        expect(response.body).toEqual(signer.authorizeChannel("123.456", channel));
        // A JSON body is read too (flat, as a custom authorizer would post it).
        const sessionChannel = `private-users-${SEED.id}.sessions-42`;
        signedInAs(token);
        const json = await subject.api.send({
          method: "POST",
          path: "broadcasting/auth",
          body: { socket_id: "1.2", channel_name: sessionChannel },
        });
        expect(json.body).toEqual(signer.authorizeChannel("1.2", sessionChannel));
      });

      it("refuses other users' channels (403), bad socket ids (422) and anonymous callers (401)", async () => {
        const token = await loginToken(SEED.email, SEED.password);
        const other = await subject.postForm(
          "broadcasting/auth",
          { socket_id: "1.2", channel_name: "private-users-99.sessions" },
          token,
        );
        expect(other.status).toBe(403);
        expect(other.body).toMatchObject({ errors: [{ title: "You are not allowed to listen on this channel." }] });
        const prefix = await subject.postForm(
          "broadcasting/auth",
          { socket_id: "1.2", channel_name: `private-users-${SEED.id}0.sessions` },
          token,
        );
        expect(prefix.status).toBe(403);
        const badSocket = await subject.postForm(
          "broadcasting/auth",
          { socket_id: "x", channel_name: `private-users-${SEED.id}.sessions` },
          token,
        );
        expect(badSocket.status).toBe(422);
        const anonymous = await subject.postForm(
          "broadcasting/auth",
          { socket_id: "1.2", channel_name: `private-users-${SEED.id}.sessions` },
          null,
        );
        expect(anonymous.status).toBe(401);
      });
    });
  });
};
