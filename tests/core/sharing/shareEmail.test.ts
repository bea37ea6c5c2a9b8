import { isValidEmail, normaliseEmail, shareEmailProblem } from "@lectern/core/sharing/domain/shareEmail";
import { SHARING_TEXTS } from "@lectern/core/sharing/domain/sharingTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aPerson, emailArb } from "./shareMother";

describe("share e-mail rules", () => {
  it.each(["ada@uni.edu", " ada.lovelace+notes@mail.co.uk ", "A@B.ORG"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(["ada", "ada@", "@uni.edu", "ada@uni", "ada@uni.e", "ada lovelace@uni.edu", "ada@@uni.edu"])(
    "refuses %s with the server's wording",
    (email) => {
      expect(shareEmailProblem(email, [], null)).toBe(SHARING_TEXTS.invalidEmail);
    },
  );

  it("asks for an address when the field is blank", () => {
    expect(shareEmailProblem("   ", [], null)).toBe(SHARING_TEXTS.emptyEmail);
  });

  it("refuses someone already listed, whatever the case and spacing", () => {
    expect(shareEmailProblem(" ADA@uni.edu", [aPerson("ada@UNI.edu")], null)).toBe(
      SHARING_TEXTS.duplicateEmail("ada@UNI.edu"),
    );
  });

  it("refuses the owner's own address", () => {
    expect(shareEmailProblem("Owner@uni.edu", [], "owner@uni.edu")).toBe(SHARING_TEXTS.ownEmail);
  });

  it("property: a valid address not yet listed is accepted, and refused once listed", () => {
    fc.assert(
      fc.property(emailArb, (email) => {
        expect(shareEmailProblem(email, [], null)).toBeNull();
        expect(shareEmailProblem(email.toUpperCase(), [aPerson(email)], null)).not.toBeNull();
        expect(normaliseEmail(` ${email.toUpperCase()} `)).toBe(email.toLowerCase());
      }),
    );
  });
});
