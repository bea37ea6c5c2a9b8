import { ApiClient } from "@lectern/core/api/ApiClient";
import { type ReplyCodec, lazyReply } from "@lectern/core/api/ReplySchema";
import { UserReply } from "@lectern/core/api/resources/userReply";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";

const USER = {
  data: { id: 7, type: "users", attributes: { email: "ada@example.org", profile: { first_name: "Ada" } } },
};

const make = () => {
  const http = new ScriptedHttp().on("GET", "v2/user", ok(USER));
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  return { http, api };
};

/** A schema "module" the test counts imports of, failing the first `failures` times. */
const countedSchema = (failures = 0) => {
  const imports = { count: 0 };
  const reply = lazyReply(async (): Promise<ReplyCodec<typeof UserReply.Type>> => {
    imports.count += 1;
    if (imports.count <= failures) throw new Error("the chunk did not arrive");
    return UserReply;
  });
  return { imports, reply };
};

describe("lazy reply schemas (the decoder arrives with the first request)", () => {
  it("decodes with a schema loaded on the first request, and loads it only once", async () => {
    const { api } = make();
    const { imports, reply } = countedSchema();
    expect(imports.count).toBe(0);
    const first = await api.request({ method: "GET", path: "v2/user" }, reply);
    const second = await api.request({ method: "GET", path: "v2/user" }, reply);
    expect(first.data.attributes.email).toBe("ada@example.org");
    expect(second).toEqual(first);
    expect(imports.count).toBe(1);
  });

  it("decodes a malformed reply into the typed error, as an eager schema does", async () => {
    const { http, api } = make();
    http.on("GET", "v2/user", ok({ data: { id: 7, type: "users", attributes: { email: 42 } } }));
    await expect(api.request({ method: "GET", path: "v2/user" }, countedSchema().reply)).rejects.toMatchObject({
      _tag: "ApiError",
      message: "The server sent a reply this version of Lectern cannot read.",
    });
  });

  it("fails the request when the schema cannot be loaded, and loads it again next time", async () => {
    const { api } = make();
    const { imports, reply } = countedSchema(1);
    await expect(api.request({ method: "GET", path: "v2/user" }, reply)).rejects.toThrow("the chunk did not arrive");
    await expect(api.request({ method: "GET", path: "v2/user" }, reply)).resolves.toMatchObject({ data: { id: 7 } });
    expect(imports.count).toBe(2);
  });
});
