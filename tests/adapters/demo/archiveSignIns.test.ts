import { ARCHIVED_ACCOUNT_TEXT } from "@lectern/adapters/demo/model/accountArchive";
import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import type { ApiRequest } from "@lectern/core/api/requestConventions";
import { isApiError } from "@lectern/core/kernel/ApiError";
import { describe, expect, it } from "vitest";
import { openInProcessContractBackend } from "../contract/contractBackends";

/** Every way of signing in refuses an archived account the same way (contract of issue 14, "Archive"). */
describe("an archived account cannot sign in by any route", () => {
  it("refuses the temporary-token exchange, the login-token link, single sign-on (401) and a password reset", async () => {
    const { api, keyValue } = await openInProcessContractBackend();
    const send = (request: ApiRequest, token: string | null = null) => {
      if (token) keyValue.set(TOKEN_KEY, token);
      else keyValue.remove(TOKEN_KEY);
      return api.send(request);
    };
    const refusal = async (request: ApiRequest) => {
      try {
        await send(request);
        return null;
      } catch (error) {
        return isApiError(error) ? { status: error.status, title: error.title } : error;
      }
    };
    const assertion = {
      method: "POST",
      path: "demo/sso/assert",
      body: {
        data: {
          attributes: { organisation: "northbridge", provider: "microsoft", email: "grace.hopper@northbridge.edu" },
        },
      },
    } as const;
    const signedIn = await send(assertion);
    const token = (signedIn.body as { data: { attributes: { token: string } } }).data.attributes.token;
    const temp = await send({ method: "POST", path: "v2/auth/temp/token/create" }, token);
    const tempToken = (temp.body as { data: { attributes: { token: string } } }).data.attributes.token;
    const login = await send({ method: "POST", path: "auth/login/token", body: { data: { attributes: {} } } }, token);
    const loginId = (login.body as { data: { id: string } }).data.id;

    const email = "grace.hopper@northbridge.edu";
    const resetRequest = {
      method: "POST",
      path: "password_reset/",
      body: { data: { attributes: { email } } },
    } as const;
    await send(resetRequest);
    const mails = await send({ method: "GET", path: "demo/outbox", query: { "filter[to]": email } });
    const link = (mails.body as { data: { attributes: { link: string } }[] }).data[0]!.attributes.link;

    await send({ method: "DELETE", path: "v2/user/archive" }, token);

    // A reset neither mails a new link (answering as for any address, issue 19) nor signs the
    // account in with the link it already had.
    const acknowledged = (await send(resetRequest)).body as { data: { attributes: { acknowledge: boolean } } };
    expect(acknowledged.data.attributes.acknowledge).toBe(true);
    const after = await send({ method: "GET", path: "demo/outbox", query: { "filter[to]": email } });
    expect(after.body).toEqual(mails.body);
    const reset = await send({
      method: "POST",
      path: `password_reset/${link.split("/").pop()}`,
      body: { data: { attributes: { password: "N3w!password", password_repeat: "N3w!password" } } },
    });
    expect((reset.body as { data: { attributes: unknown } }).data.attributes).toEqual({
      error: true,
      message: ARCHIVED_ACCOUNT_TEXT,
    });

    const refused = { status: 401, title: ARCHIVED_ACCOUNT_TEXT };
    expect(await refusal(assertion)).toEqual(refused);
    expect(
      await refusal({
        method: "POST",
        path: "v2/auth/temp/token/exchange",
        body: { data: { attributes: { token: tempToken } } },
      }),
    ).toEqual(refused);
    expect(await refusal({ method: "POST", path: `auth/login/token/${loginId}` })).toEqual(refused);
  });
});
