import { expect } from "@playwright/test";
import type { TestAccount } from "../pages/accounts";

const JSON_API = { "content-type": "application/vnd.api+json", accept: "application/vnd.api+json" };

/** The id the server gave `account` (POST v2/auth/login, GET v2/user): whose upload queue sends a seeded recording. */
export const userIdOnServer = async (server: string, account: TestAccount): Promise<string> => {
  const login = await fetch(`${server}/api/v2/auth/login`, {
    method: "POST",
    headers: JSON_API,
    body: JSON.stringify({ data: { attributes: { email: account.email, password: account.password } } }),
  });
  const token = ((await login.json()) as { data: { attributes: { token?: string } } }).data.attributes.token;
  expect(token, "the account signs in").toBeTruthy();
  const user = await fetch(`${server}/api/v2/user`, { headers: { ...JSON_API, authorization: `Bearer ${token}` } });
  return ((await user.json()) as { data: { id: string } }).data.id;
};
