import { validateForm } from "@lectern/core/kernel/formState";
import {
  EMPTY_DETAILS,
  PERSONAL_DETAILS_FIELDS,
  type PersonalDetailsForm,
  WIRE_FIELD,
  avatarDataUrlProblem,
  changedFields,
  fieldOfAttribute,
  formFromProfile,
  isDirty,
  personalDetailsRules,
  rebaseDraft,
  wireValue,
} from "@lectern/core/profile/domain/personalDetails";
import { PROFILE_TEXTS as T } from "@lectern/core/profile/domain/profileTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const ADA: PersonalDetailsForm = {
  ...EMPTY_DETAILS,
  firstName: "Ada",
  lastName: "Lovelace",
  institution: "University of London",
};

const textArb = fc.string({ maxLength: 12 });
const formArb: fc.Arbitrary<PersonalDetailsForm> = fc.record({
  firstName: textArb,
  lastName: textArb,
  secondaryEmail: fc.constantFrom("", "ada@uni.edu", " ada@uni.edu "),
  phoneCode: fc.constantFrom("", "+44", "+1"),
  phoneNumber: fc.constantFrom("", "7700 900123", "0123"),
  institution: textArb,
  referral: textArb,
  currency: fc.constantFrom("", "GBP", "gbp", "EUR"),
});
/** A form and a copy with some fields edited (possibly to the same value). */
const pairArb = fc.tuple(formArb, formArb, fc.subarray([...PERSONAL_DETAILS_FIELDS])).map(([saved, other, edited]) => {
  const draft = { ...saved };
  for (const field of edited) (draft as Record<string, string>)[field] = other[field];
  return { saved, draft };
});

describe("changed fields (spec 3 §5: a save only when dirty, only what changed)", () => {
  it("sends exactly the fields whose wire value differs, with that value", () => {
    fc.assert(
      fc.property(pairArb, ({ saved, draft }) => {
        const change = changedFields(saved, draft) as Record<string, unknown>;
        for (const field of PERSONAL_DETAILS_FIELDS) {
          const differs = wireValue(field, saved[field]) !== wireValue(field, draft[field]);
          expect(WIRE_FIELD[field] in change).toBe(differs);
          if (differs) expect(change[WIRE_FIELD[field]]).toBe(wireValue(field, draft[field]));
        }
      }),
    );
  });

  it("is dirty exactly when there is something to send; a form is never dirty against itself", () => {
    fc.assert(
      fc.property(pairArb, ({ saved, draft }) => {
        expect(isDirty(saved, draft)).toBe(Object.keys(changedFields(saved, draft)).length > 0);
        expect(isDirty(draft, draft)).toBe(false);
        expect(isDirty(saved, { ...saved })).toBe(false);
      }),
    );
  });

  it("spaces around a value or the currency's case alone are no change", () => {
    expect(isDirty(ADA, { ...ADA, firstName: " Ada  ", institution: "University of London " })).toBe(false);
    expect(isDirty({ ...ADA, currency: "GBP" }, { ...ADA, currency: "gbp" })).toBe(false);
  });

  it("sends names trimmed and an emptied optional field as null", () => {
    const saved = { ...ADA, phoneCode: "+44", referral: "studentbeans" };
    expect(changedFields(saved, { ...saved, firstName: "  Augusta ", phoneCode: "", referral: "  " })).toEqual({
      first_name: "Augusta",
      phone_code: null,
      referral: null,
    });
  });

  it("after a save takes the server's values, but keeps a field typed into again meanwhile", () => {
    fc.assert(
      fc.property(formArb, formArb, formArb, (sent, current, stored) => {
        const next = rebaseDraft(sent, current, stored);
        for (const field of PERSONAL_DETAILS_FIELDS) {
          expect(next[field]).toBe(current[field] === sent[field] ? stored[field] : current[field]);
        }
      }),
    );
  });
});

describe("the form's rules (issue 14 contract)", () => {
  const rules = personalDetailsRules(["GBP", "EUR"]);
  const errorsOf = (form: Partial<PersonalDetailsForm>) => validateForm({ ...ADA, ...form }, rules);

  it("names are required (blank counts as empty) and at most 128 characters once trimmed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const trimmed = name.trim();
        const expected = !trimmed ? T.firstNameRequired : trimmed.length > 128 ? T.firstNameTooLong : undefined;
        expect(errorsOf({ firstName: name }).firstName).toBe(expected);
        const last = !trimmed ? T.lastNameRequired : trimmed.length > 128 ? T.lastNameTooLong : undefined;
        expect(errorsOf({ lastName: name }).lastName).toBe(last);
      }),
    );
    expect(errorsOf({ firstName: "a".repeat(128) }).firstName).toBeUndefined();
    expect(errorsOf({ firstName: ` ${"a".repeat(128)} ` }).firstName).toBeUndefined();
  });

  it("the optional fields pass when empty and follow their rule otherwise", () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ secondaryEmail: "ada@" }).secondaryEmail).toBe(T.secondaryEmailInvalid);
    expect(errorsOf({ phoneCode: "44" }).phoneCode).toBe(T.phoneCodeInvalid);
    expect(errorsOf({ phoneCode: "+12345" }).phoneCode).toBe(T.phoneCodeInvalid);
    expect(errorsOf({ phoneCode: "+1234" }).phoneCode).toBeUndefined();
    expect(errorsOf({ phoneNumber: "123" }).phoneNumber).toBe(T.phoneNumberInvalid);
    expect(errorsOf({ phoneNumber: "1234 5678 9012 3456" }).phoneNumber).toBe(T.phoneNumberInvalid);
    expect(errorsOf({ phoneNumber: "7700-900123" }).phoneNumber).toBe(T.phoneNumberInvalid);
    expect(errorsOf({ phoneNumber: "7700 900 123" }).phoneNumber).toBeUndefined();
    expect(errorsOf({ institution: "x".repeat(256) }).institution).toBe(T.institutionTooLong);
    expect(errorsOf({ referral: "x".repeat(256) }).referral).toBe(T.referralTooLong);
    expect(errorsOf({ referral: "x".repeat(255) }).referral).toBeUndefined();
    expect(errorsOf({ currency: "JPY" }).currency).toBe(T.currencyInvalid);
    expect(errorsOf({ currency: "EUR" }).currency).toBeUndefined();
  });

  it("a phone number passes exactly when it has only digits and spaces, 4 to 15 digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ]{1,25}$/), (number) => {
        const digits = number.replace(/ /g, "").length;
        const ok = number.trim() === "" || (digits >= 4 && digits <= 15);
        expect(errorsOf({ phoneNumber: number }).phoneNumber === undefined).toBe(ok);
      }),
    );
  });

  it("any currency passes while the countries' currencies are unknown (the server decides)", () => {
    expect(validateForm({ ...ADA, currency: "JPY" }, personalDetailsRules([])).currency).toBeUndefined();
  });
});

describe("the profile ⇄ the form", () => {
  it("reads missing and null fields as empty", () => {
    expect(formFromProfile(undefined)).toEqual(EMPTY_DETAILS);
    expect(formFromProfile({ first_name: "Ada", phone_code: null, currency: "GBP" })).toEqual({
      ...EMPTY_DETAILS,
      firstName: "Ada",
      currency: "GBP",
    });
  });

  it("maps a 422's attribute back to its field", () => {
    for (const field of PERSONAL_DETAILS_FIELDS) expect(fieldOfAttribute(WIRE_FIELD[field])).toBe(field);
    expect(fieldOfAttribute("avatar")).toBeNull();
  });
});

describe("the avatar the client sends", () => {
  it("is a PNG, JPEG or WebP data URL of at most 1 MB decoded", () => {
    expect(avatarDataUrlProblem("data:image/png;base64,iVBORw0KGgo=")).toBeNull();
    expect(avatarDataUrlProblem("data:image/gif;base64,R0lGODlh")).toBe(T.avatarInvalid);
    expect(avatarDataUrlProblem("https://example.org/a.png")).toBe(T.avatarInvalid);
    // 1 398 104 base64 characters decode to 1 048 578 bytes (just over 1 MB); 1 398 100 to 1 048 575.
    expect(avatarDataUrlProblem(`data:image/jpeg;base64,${"A".repeat(1_398_104)}`)).toBe(T.avatarInvalid);
    expect(avatarDataUrlProblem(`data:image/jpeg;base64,${"A".repeat(1_398_100)}`)).toBeNull();
  });
});
