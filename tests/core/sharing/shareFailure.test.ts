import { apiErrorFromResponse } from "@lectern/core/api/apiErrorFromResponse";
import { shareFailure } from "@lectern/core/sharing/domain/shareFailure";
import { describe, expect, it } from "vitest";

const failed = (status: number, body: unknown) => apiErrorFromResponse({ status, headers: {}, body });

describe("where a failed share call's message goes (spec 3 §8)", () => {
  it("a 422 pointing at a person goes beside that person, detail before title", () => {
    const error = failed(422, {
      errors: [
        {
          title: "Invalid",
          detail: "The email must be a valid email address.",
          source: { pointer: "/data/attributes/persons/1/email" },
        },
        { title: "The email must be a valid email address.", source: { pointer: "/data/attributes/persons/0" } },
      ],
    });
    expect(shareFailure(error, ["Ada@uni.edu", "odd@uni.edu"])).toEqual({
      kind: "fields",
      persons: {
        "odd@uni.edu": "The email must be a valid email address.",
        "ada@uni.edu": "The email must be a valid email address.",
      },
      email: null,
    });
  });

  it("a 422 with no person, or pointing past the list, goes on the e-mail field", () => {
    const error = failed(422, {
      errors: [
        {
          title: "You cannot share a recording with yourself.",
          source: { pointer: "/data/attributes/persons/5/email" },
        },
      ],
    });
    expect(shareFailure(error, ["me@uni.edu"])).toEqual({
      kind: "fields",
      persons: {},
      email: "You cannot share a recording with yourself.",
    });
  });

  it("anything else is 'Something went wrong' with the error's message", () => {
    expect(shareFailure(failed(500, { errors: [{ title: "Server down" }] }), [])).toEqual({
      kind: "problem",
      title: "Something went wrong",
      message: "Server down",
    });
    expect(shareFailure(new Error("Boom"), [])).toMatchObject({ kind: "problem", message: "Boom" });
  });
});
