import { ArchiveAccount } from "@lectern/core/account/archive/application/ArchiveAccount";
import { confirmsArchive } from "@lectern/core/account/archive/domain/archiveConfirmation";
import { ARCHIVE_TEXTS, CONFIRMATION_WORD } from "@lectern/core/account/archive/domain/archiveTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";

describe("archiving the account (issue 14)", () => {
  it("unlocks only for DELETE as shown or the account's own e-mail", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string(), (email, typed) => {
        const expected =
          typed.trim() === CONFIRMATION_WORD || typed.trim().toLowerCase() === email.trim().toLowerCase();
        expect(confirmsArchive(typed, email)).toBe(expected);
      }),
    );
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom(" ", "  ", "\t"), (email, space) => {
        expect(confirmsArchive(`${space}${email.toUpperCase()}${space}`, email)).toBe(true);
        expect(confirmsArchive(`${space}DELETE${space}`, null)).toBe(true);
      }),
    );
    for (const refused of ["delete", "Delete", "DELET", "", "DELETE!"])
      expect(confirmsArchive(refused, null)).toBe(false);
    expect(confirmsArchive("", "")).toBe(false);
  });

  it("sends DELETE v2/user/archive, then ends the session with the login page's message", async () => {
    const http = new ScriptedHttp().on(
      "DELETE",
      "v2/user/archive",
      ok({ data: { type: "acknowledges", attributes: { acknowledge: true } } }),
    );
    const endings: string[] = [];
    const archive = new ArchiveAccount(apiOver(http).api, {
      email: () => "ada@example.org",
      signOut: (message) => endings.push(message),
    });
    expect(archive.confirms("ADA@example.org")).toBe(true);
    expect(await archive.execute("nope")).toBe(false);
    expect(http.sent).toHaveLength(0);
    expect(await archive.execute("ada@example.org")).toBe(true);
    expect(
      http.sent.map((request) => [request.method, request.url, request.headers["X-HTTP-METHOD-OVERRIDE"]]),
    ).toEqual([["POST", "v2/user/archive", "DELETE"]]);
    expect(endings).toEqual([ARCHIVE_TEXTS.signedOut]);
    expect(archive.state.status).toBe("archived");
  });

  it("keeps the session and says why when the server refuses", async () => {
    const http = new ScriptedHttp().on("DELETE", "v2/user/archive", {
      status: 500,
      headers: {},
      body: { errors: [{ title: "The demo server failed to answer this request." }] },
    });
    const endings: string[] = [];
    const archive = new ArchiveAccount(apiOver(http).api, { email: () => null, signOut: (m) => endings.push(m) });
    expect(await archive.execute("DELETE")).toBe(false);
    expect(archive.state).toEqual({ status: "failed", problem: "The demo server failed to answer this request." });
    expect(endings).toEqual([]);
    archive.reset();
    expect(archive.state.status).toBe("idle");
  });
});
