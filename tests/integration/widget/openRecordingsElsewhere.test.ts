import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { TokenReply } from "@lectern/core/api/resources/tokenReply";
import { OpenRecordingsElsewhere } from "@lectern/core/recording/application/OpenRecordingsElsewhere";
import { describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ManualNow } from "../../adapters/contract/ManualNow";
import { UploadDriver } from "../../adapters/contract/upload/UploadDriver";

const SEED = SEED_USERS[0];

describe("OpenRecordingsElsewhere (spec 2 §2: the desktop opens the account in the web app)", () => {
  it("opens /auth/token-temporary-login with a fresh one-time token that signs in once, returning to /records", async () => {
    const backend = await openDemoBackend({ persistence: new MemoryDemoPersistence(), now: new ManualNow().now });
    const { api, keyValue } = apiOver(backend.http);
    await new UploadDriver(api, keyValue).signIn(SEED.email, SEED.password);
    const opened: string[] = [];
    await new OpenRecordingsElsewhere(
      api,
      { openExternal: (url) => opened.push(url) },
      "https://app.example.org/",
    ).execute();

    expect(opened).toHaveLength(1);
    const address = new URL(opened[0] ?? "");
    expect(`${address.origin}${address.pathname}`).toBe("https://app.example.org/auth/token-temporary-login");
    expect(address.searchParams.get("returnUrl")).toBe("/records");
    const token = address.searchParams.get("token") ?? "";
    const exchange = () =>
      api.request(
        { method: "POST", path: "v2/auth/temp/token/exchange", body: { data: { attributes: { token } } } },
        TokenReply,
      );
    expect((await exchange()).data.attributes.token).toEqual(expect.any(String));
    await expect(exchange()).rejects.toMatchObject({ status: 422 });
  });
});
