import { ApiClient } from "@lectern/core/api/ApiClient";
import { API_MESSAGES } from "@lectern/core/api/messages";
import { UserReply } from "@lectern/core/api/resources/userReply";
import { ApiError } from "@lectern/core/kernel/ApiError";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { firstValueFrom, take, toArray } from "rxjs";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";

const make = () => {
  const http = new ScriptedHttp();
  const keyValue = new InMemoryKeyValue();
  const network = new NetworkMonitor(new ManualProbe(), new VirtualClock());
  return { http, keyValue, network, api: new ApiClient(http, keyValue, network) };
};

describe("ApiClient", () => {
  it("fails a reply without data with the exact interceptor text", async () => {
    const { http, api } = make();
    http.on("GET", "v2/user", ok({ meta: {} }));
    await expect(api.request({ method: "GET", path: "v2/user" }, UserReply)).rejects.toMatchObject({
      message: "ResponseInterceptorError: Unknown error, response came back without data attribute",
    });
  });

  it("turns status 0 into the offline text and marks the network offline", async () => {
    const { http, api, network } = make();
    http.on("GET", "v2/user", { status: 0, headers: {}, body: null });
    await expect(api.send({ method: "GET", path: "v2/user" })).rejects.toMatchObject({
      message: API_MESSAGES.offline,
      status: 0,
    });
    expect(network.status).toBe("Offline");
  });

  it("marks breakdown above 499 and online again on success", async () => {
    const { http, api, network } = make();
    http.on("GET", "a", { status: 503, headers: {}, body: { errors: [{ title: "Maintenance" }] } });
    http.on("GET", "b", ok({ data: {} }));
    await expect(api.send({ method: "GET", path: "a" })).rejects.toBeInstanceOf(ApiError);
    expect(network.status).toBe("Breakdown");
    await api.send({ method: "GET", path: "b" });
    expect(network.status).toBe("Online");
  });

  it("reads the API error object: id, status, title, message, detail, meta", async () => {
    const { http, api } = make();
    const body = {
      errors: [
        { id: "e1", status: "422", title: "Bad input", message: "Email taken", detail: "d", meta: { trace: "t" } },
      ],
    };
    http.on("POST", "auth/signup", { status: 422, headers: {}, body });
    const error = await api.send({ method: "POST", path: "auth/signup", body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      _tag: "ApiError",
      id: "e1",
      status: 422,
      title: "Bad input",
      message: "Email taken",
      detail: "d",
    });
    expect((error as ApiError).meta).toMatchObject({ trace: "t", body });
  });

  it("raises the unauthorized alarm on 401 and the forbidden alarm with the server message on 403", async () => {
    const { http, api } = make();
    http.on("GET", "a", { status: 401, headers: {}, body: { errors: [{ title: "Unauthenticated." }] } });
    http.on("GET", "b", { status: 403, headers: {}, body: { errors: [{ title: "Your account is blocked" }] } });
    const alarms = firstValueFrom(api.alarms$.pipe(take(2), toArray()));
    await api.send({ method: "GET", path: "a" }).catch(() => undefined);
    await api.send({ method: "GET", path: "b" }).catch(() => undefined);
    expect(await alarms).toEqual([{ kind: "unauthorized" }, { kind: "forbidden", message: "Your account is blocked" }]);
  });

  it("a 403 naming the permission the plan lacks is that call's error, not the end of the session", async () => {
    const { http, api } = make();
    const refusal = { errors: [{ title: "Quizzes are not part of your plan.", meta: { permission: "quizShow" } }] };
    http.on("GET", "quizzes", { status: 403, headers: {}, body: refusal });
    http.on("GET", "b", { status: 403, headers: {}, body: { errors: [{ title: "Your account is blocked" }] } });
    const alarms = firstValueFrom(api.alarms$.pipe(take(1), toArray()));
    const error = await api.send({ method: "GET", path: "quizzes" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, message: "Quizzes are not part of your plan." });
    await api.send({ method: "GET", path: "b" }).catch(() => undefined);
    expect(await alarms).toEqual([{ kind: "forbidden", message: "Your account is blocked" }]);
  });

  it("decodes at the edge: a malformed reply is a typed error, not undefined later", async () => {
    const { http, api } = make();
    http.on("GET", "v2/user", ok({ data: { id: 1, attributes: { email: 42 } } }));
    await expect(api.request({ method: "GET", path: "v2/user" }, UserReply)).rejects.toBeInstanceOf(ApiError);
  });

  it("sends the stored token as bearer", async () => {
    const { http, api, keyValue } = make();
    keyValue.set("token", "abc");
    http.on("GET", "b", ok({ data: {} }));
    await api.send({ method: "GET", path: "b" });
    expect(http.sent[0]?.headers["Authorization"]).toBe("Bearer abc");
  });
});
