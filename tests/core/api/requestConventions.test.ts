import { JSON_API_TYPE, normalisePath, toWireRequest } from "@lectern/core/api/requestConventions";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const noContext = { token: null, sharedId: null };

describe("request conventions (spec 1 §7, spec 3 §7)", () => {
  it("JSON:API Accept and Content-Type on every JSON request", () => {
    const wire = toWireRequest({ method: "GET", path: "v2/user" }, noContext);
    expect(wire.headers["Accept"]).toBe(JSON_API_TYPE);
    expect(wire.headers["Content-Type"]).toBe(JSON_API_TYPE);
  });

  it("GET, POST and OPTIONS travel as they are; every other verb rides on POST with the override header", () => {
    for (const method of ["GET", "POST", "OPTIONS"] as const) {
      const wire = toWireRequest({ method, path: "x" }, noContext);
      expect(wire.method).toBe(method);
      expect(wire.headers["X-HTTP-METHOD-OVERRIDE"]).toBeUndefined();
    }
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const wire = toWireRequest({ method, path: "x" }, noContext);
      expect(wire.method).toBe("POST");
      expect(wire.headers["X-HTTP-METHOD-OVERRIDE"]).toBe(method);
    }
  });

  it("bearer token and X-SHARED-ID when present", () => {
    const wire = toWireRequest({ method: "GET", path: "x" }, { token: "t0k", sharedId: "s-1" });
    expect(wire.headers["Authorization"]).toBe("Bearer t0k");
    expect(wire.headers["X-SHARED-ID"]).toBe("s-1");
    expect(toWireRequest({ method: "GET", path: "x" }, noContext).headers["Authorization"]).toBeUndefined();
  });

  it("no run of slashes survives normalisation, and a scheme's :// is kept", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant("/"), fc.constant("//"), fc.stringMatching(/^[a-z0-9]{1,5}$/))),
        (parts) => {
          const path = normalisePath(parts.join(""));
          expect(path).not.toMatch(/\/\//);
        },
      ),
    );
    expect(normalisePath("https://api.example.org//v2//user")).toBe("https://api.example.org/v2/user");
  });

  it("multipart requests leave the content type to the transport", () => {
    const wire = toWireRequest(
      { method: "POST", path: "notes/upload", body: { a: 1 }, files: [{ field: "file", name: "a.txt", data: "x" }] },
      noContext,
    );
    expect(wire.headers["Content-Type"]).toBeUndefined();
    expect(wire.body?.kind).toBe("multipart");
  });

  it("query values are encoded in order, arrays repeated with []", () => {
    const wire = toWireRequest(
      {
        method: "GET",
        path: "billing/products",
        query: { "filter[with_hidden]": true, include: "*", ids: [1, 2], none: undefined },
      },
      noContext,
    );
    expect(wire.url).toBe("billing/products?filter%5Bwith_hidden%5D=true&include=*&ids%5B%5D=1&ids%5B%5D=2");
  });
});
