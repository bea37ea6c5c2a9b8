import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import { TokenReply } from "@lectern/core/api/resources/tokenReply";
import { UserReply } from "@lectern/core/api/resources/userReply";
import { isApiError } from "@lectern/core/kernel/ApiError";
import { PersonalDetails } from "@lectern/core/profile/application/PersonalDetails";
import { ProfileReply } from "@lectern/core/profile/application/profileReplies";
import { PROFILE_TEXTS as T } from "@lectern/core/profile/domain/profileTexts";
import { LoadCountries } from "@lectern/core/auth/application/LoadCountries";
import { beforeEach, describe, expect, it } from "vitest";
import type { InMemoryKeyValue } from "../../support/InMemoryKeyValue";

/** One backend under the profile contract, through core's ApiClient. */
export interface ProfileSubject {
  readonly api: ApiClient;
  readonly keyValue: InMemoryKeyValue;
  /** Seed data, clock rewound. */
  reset(): Promise<void>;
}

const SEED = SEED_USERS[0];
/** A real 1 × 1 PNG. */
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
/** JPEG's first bytes, declared as a PNG. */
const LYING_PNG = `data:image/png;base64,${btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1))}`;

const put = (api: ApiClient, attributes: Record<string, unknown>, type = "profiles") =>
  api.request({ method: "PUT", path: "v2/user/profile", body: { data: { type, attributes } } }, ProfileReply);

/** A refused call's status and the JSON:API errors' pointers and messages. */
const refusal = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    if (!isApiError(error)) throw error;
    const body = error.meta?.body as { errors?: { title: string; source?: { pointer?: string } }[] };
    return {
      status: error.status,
      errors: (body?.errors ?? []).map((wire) => ({ pointer: wire.source?.pointer, title: wire.title })),
    };
  }
  throw new Error("The call was not refused.");
};

/**
 * The profile contract (issue 14, "Profile — PUT v2/user/profile"): a partial change answered with
 * the whole profile, the rules with their messages and pointers, the avatar's data URL check, and
 * GET v2/user carrying every field. Runs unchanged against every backend.
 */
export const describeProfileContract = (suiteName: string, makeSubject: () => Promise<ProfileSubject>): void => {
  describe(suiteName, () => {
    let subject: ProfileSubject;

    const user = async () =>
      (await subject.api.request({ method: "GET", path: "v2/user" }, UserReply)).data.attributes.profile;

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      const reply = await subject.api.request(
        {
          method: "POST",
          path: "v2/auth/login",
          body: { data: { attributes: { email: SEED.email, password: SEED.password } } },
        },
        TokenReply,
      );
      subject.keyValue.set(TOKEN_KEY, reply.data.attributes.token ?? "");
    });

    it("changes only what is sent and answers the whole profile, which GET v2/user then carries", async () => {
      const reply = await put(subject.api, { first_name: "  Grace ", institution: "Vassar College" });
      expect(reply.data.type).toBe("profiles");
      expect(reply.data.attributes).toMatchObject({
        first_name: "Grace",
        last_name: SEED.profile.last_name,
        institution: "Vassar College",
        secondary_email: null,
        phone_code: null,
        phone_number: null,
        referral: null,
        currency: null,
        avatar: null,
      });
      await put(subject.api, {
        secondary_email: "grace@vassar.edu",
        phone_code: "+1",
        phone_number: "212 555 0100",
        currency: "USD",
        referral: "studentbeans",
      });
      expect(await user()).toMatchObject({
        first_name: "Grace",
        last_name: SEED.profile.last_name,
        institution: "Vassar College",
        secondary_email: "grace@vassar.edu",
        phone_code: "+1",
        phone_number: "212 555 0100",
        currency: "USD",
        referral: "studentbeans",
      });
    });

    it("null (or an empty string) clears an optional field", async () => {
      await put(subject.api, { institution: "Vassar College", phone_code: "+44" });
      const reply = await put(subject.api, { institution: null, phone_code: "" });
      expect(reply.data.attributes).toMatchObject({ institution: null, phone_code: null });
    });

    it("refuses missing and too long names with the contract's messages, saving nothing", async () => {
      expect(
        await refusal(put(subject.api, { first_name: "   ", last_name: "x".repeat(129), institution: "UCL" })),
      ).toEqual({
        status: 422,
        errors: [
          { pointer: "/data/attributes/first_name", title: T.firstNameRequired },
          { pointer: "/data/attributes/last_name", title: T.lastNameTooLong },
        ],
      });
      expect(await refusal(put(subject.api, { first_name: "y".repeat(129), last_name: "" }))).toEqual({
        status: 422,
        errors: [
          { pointer: "/data/attributes/first_name", title: T.firstNameTooLong },
          { pointer: "/data/attributes/last_name", title: T.lastNameRequired },
        ],
      });
      expect(await user()).toMatchObject({ first_name: SEED.profile.first_name, institution: null });
      const longest = await put(subject.api, { first_name: "z".repeat(128) });
      expect(longest.data.attributes.first_name).toHaveLength(128);
    });

    it("checks the e-mail, phone, institution, referral and currency", async () => {
      const refused = await refusal(
        put(subject.api, {
          secondary_email: "grace@",
          phone_code: "44",
          phone_number: "12",
          institution: "i".repeat(256),
          referral: "r".repeat(256),
          currency: "XYZ",
        }),
      );
      expect(refused).toEqual({
        status: 422,
        errors: [
          { pointer: "/data/attributes/secondary_email", title: T.secondaryEmailInvalid },
          { pointer: "/data/attributes/phone_code", title: T.phoneCodeInvalid },
          { pointer: "/data/attributes/phone_number", title: T.phoneNumberInvalid },
          { pointer: "/data/attributes/institution", title: T.institutionTooLong },
          { pointer: "/data/attributes/referral", title: T.referralTooLong },
          { pointer: "/data/attributes/currency", title: T.currencyInvalid },
        ],
      });
      const edges = await put(subject.api, {
        phone_code: "+1234",
        phone_number: "123456789012345",
        institution: "i".repeat(255),
        referral: "r".repeat(255),
        currency: "EUR",
      });
      expect(edges.data.attributes).toMatchObject({ phone_code: "+1234", currency: "EUR" });
      expect(await refusal(put(subject.api, { phone_code: "+12345" }))).toMatchObject({ status: 422 });
      expect(await refusal(put(subject.api, { phone_number: "1234567890123456" }))).toMatchObject({ status: 422 });
    });

    it("keeps a PNG avatar, refuses one whose bytes are not what it says or that is too big, and null removes it", async () => {
      const saved = await put(subject.api, { avatar: PNG });
      expect(saved.data.attributes.avatar).toBe(PNG);
      expect((await user())?.avatar).toBe(PNG);
      const invalid = { status: 422, errors: [{ pointer: "/data/attributes/avatar", title: T.avatarInvalid }] };
      expect(await refusal(put(subject.api, { avatar: LYING_PNG }))).toEqual(invalid);
      expect(await refusal(put(subject.api, { avatar: "https://example.org/me.png" }))).toEqual(invalid);
      const big = new Uint8Array(1024 * 1024 + 16);
      big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      let binary = "";
      for (const byte of big) binary += String.fromCharCode(byte);
      expect(await refusal(put(subject.api, { avatar: `data:image/png;base64,${btoa(binary)}` }))).toEqual(invalid);
      expect((await user())?.avatar).toBe(PNG);
      expect((await put(subject.api, { avatar: null })).data.attributes.avatar).toBeNull();
    });

    it("refuses another type of resource, and anyone signed out", async () => {
      expect(await refusal(put(subject.api, { first_name: "Grace" }, "users"))).toEqual({
        status: 422,
        errors: [{ pointer: "/data/type", title: T.typeInvalid }],
      });
      subject.keyValue.remove(TOKEN_KEY);
      expect(await refusal(put(subject.api, { first_name: "Grace" }))).toMatchObject({ status: 401 });
    });

    it("core's PersonalDetails loads, sends only the change, and tells the session", async () => {
      const changes: unknown[] = [];
      const details = new PersonalDetails(subject.api, { userUpdated: (change) => changes.push(change) }, () =>
        new LoadCountries(subject.api).execute(),
      );
      await details.load();
      expect(details.state).toMatchObject({ status: "ready", email: SEED.email, dirty: false });
      expect(details.state.currencies).toEqual(expect.arrayContaining(["GBP", "EUR", "USD"]));
      details.edit("lastName", "Hopper");
      details.edit("currency", "GBP");
      await details.save();
      expect(details.state).toMatchObject({ dirty: false, errors: {}, announcement: { text: T.saved } });
      expect(changes).toEqual([
        { firstName: SEED.profile.first_name, lastName: "Hopper", avatarUrl: null, referral: null },
      ]);
      expect(await user()).toMatchObject({ last_name: "Hopper", currency: "GBP" });
    });
  });
};
