import { expect } from "@playwright/test";
import type { TestAccount } from "../pages/accounts";

/** Makes `account` on the Node demo server (POST auth/signup), as a sign-up page would; answers its bearer token. */
export const signUpOnServer = async (server: string, account: TestAccount): Promise<string> => {
  const reply = await fetch(`${server}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/vnd.api+json", accept: "application/vnd.api+json" },
    body: JSON.stringify({
      data: {
        type: "users",
        attributes: {
          email: account.email,
          password: account.password,
          password_repeat: account.password,
          remember: true,
        },
        relationships: {
          profile: {
            data: { attributes: { first_name: account.firstName, last_name: account.lastName, country: "GB" } },
          },
        },
      },
    }),
  });
  expect(reply.ok, await reply.clone().text()).toBe(true);
  return ((await reply.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
};
