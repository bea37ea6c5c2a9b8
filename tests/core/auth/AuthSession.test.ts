import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { HandOverToken } from "@lectern/core/auth/application/HandOverToken";
import { LoginWithPassword } from "@lectern/core/auth/application/LoginWithPassword";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { RecordingSocket } from "../../support/RecordingSocket";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";

const userBody = {
  data: {
    id: 7,
    type: "users",
    attributes: { email: "ada@example.org", profile: { first_name: "Ada", last_name: "Lovelace" } },
  },
};

const make = () => {
  const http = new ScriptedHttp()
    .on("GET", "v2/user", ok(userBody))
    .on("GET", "v2/user/permissions", ok({ data: { attributes: { quizShow: true, isUpgradable: false } } }));
  const keyValue = new InMemoryKeyValue();
  const socket = new RecordingSocket();
  const navigation = new NavigationRequests();
  const api = new ApiClient(http, keyValue, new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const session = new AuthSession(api, keyValue, socket, navigation);
  return { http, keyValue, socket, navigation, api, session };
};

describe("AuthSession", () => {
  it("signing in stores the token, loads user then permissions, and connects the socket", async () => {
    const { session, keyValue, socket, http } = make();
    await session.signIn("tok-1");
    expect(keyValue.get("token")).toBe("tok-1");
    expect(session.state.user).toMatchObject({ id: "7", firstName: "Ada", lastName: "Lovelace" });
    expect(session.state.permissions).toEqual({ quizShow: true, isUpgradable: false });
    expect(http.sent.map((r) => r.url)).toEqual(["v2/user", "v2/user/permissions"]);
    expect(socket.connectedWith).toEqual(["tok-1"]);
  });

  it("logout clears the token and the two other keys even when the server call fails", async () => {
    const { session, keyValue, http, socket } = make();
    http.on("GET", "v2/auth/logout", { status: 500, headers: {}, body: null });
    await session.signIn("tok-1");
    keyValue.set("is_first_login", "1");
    keyValue.set("mocked_id", "2");
    keyValue.set("widget_resolution", "720");
    await session.logout();
    expect(keyValue.get("token")).toBeNull();
    expect(keyValue.get("is_first_login")).toBeNull();
    expect(keyValue.get("mocked_id")).toBeNull();
    expect(keyValue.get("widget_resolution")).toBe("720");
    expect(session.state.status).toBe("anonymous");
    expect(session.state.signedOutByUser).toBe(true);
    expect(socket.disconnects).toBeGreaterThan(0);
  });

  it("a 401 from any call logs out and asks for the login page", async () => {
    const { session, http, navigation, api } = make();
    await session.signIn("tok-1");
    http.on("GET", "records", { status: 401, headers: {}, body: { errors: [{ title: "Unauthenticated." }] } });
    const next = firstValueFrom(navigation.requests$);
    await api.send({ method: "GET", path: "records" }).catch(() => undefined);
    expect(await next).toEqual({ to: "/auth/login", replace: true });
    expect(session.state.status).toBe("anonymous");
    // An expired session is not a choice: the page is remembered for after the next sign-in.
    expect(session.state.signedOutByUser).toBe(false);
  });

  it("a 403 ends the session and keeps the server message for the login page, once", async () => {
    const { session, http, api } = make();
    await session.signIn("tok-1");
    http.on("GET", "records", { status: 403, headers: {}, body: { errors: [{ title: "Your licence has expired" }] } });
    await api.send({ method: "GET", path: "records" }).catch(() => undefined);
    expect(session.takeEndedMessage()).toBe("Your licence has expired");
    expect(session.takeEndedMessage()).toBeNull();
  });

  it("a failed permission load revokes every permission", async () => {
    const { session, http } = make();
    http.on("GET", "v2/user/permissions", { status: 500, headers: {}, body: null });
    await session.signIn("tok-1");
    expect(session.state.permissions).toEqual({});
  });

  it("restore without a token is anonymous; with a token it loads the user", async () => {
    const empty = make();
    await empty.session.restore();
    expect(empty.session.state.status).toBe("anonymous");
    const stored = make();
    stored.keyValue.set("token", "t");
    const withToken = new AuthSession(stored.api, stored.keyValue, stored.socket, stored.navigation);
    expect(withToken.state.status).toBe("checking");
    await withToken.restore();
    expect(withToken.state.status).toBe("authenticated");
  });
});

describe("login and token hand-over", () => {
  it("login with an error flag fails with its message and stores nothing", async () => {
    const { session, http, keyValue, api } = make();
    http.on(
      "POST",
      "v2/auth/login",
      ok({ data: { attributes: { error: true, message: "These credentials do not match our records." } } }),
    );
    await expect(
      new LoginWithPassword(api, session).execute({ email: "a@b.co", password: "x", remember: true }),
    ).rejects.toMatchObject({
      message: "These credentials do not match our records.",
    });
    expect(keyValue.get("token")).toBeNull();
  });

  it("login with a redirect field asks to leave", async () => {
    const { session, http, api } = make();
    http.on("POST", "v2/auth/login", ok({ data: { attributes: { redirect: "https://sso.example.org" } } }));
    await expect(
      new LoginWithPassword(api, session).execute({ email: "a@b.co", password: "x", remember: true }),
    ).resolves.toEqual({
      kind: "redirect",
      url: "https://sso.example.org",
    });
  });

  it("hand-over replaces the session and carries the other query parameters", async () => {
    const { session, keyValue, api } = make();
    void api;
    keyValue.set("token", "old");
    keyValue.set("mocked_id", "9");
    const to = await new HandOverToken(session).execute([
      ["token", "new"],
      ["redirectUrl", "/records"],
      ["hideHeader", "true"],
      ["utm_source", "mail"],
    ]);
    expect(to).toBe("/records?utm_source=mail");
    expect(keyValue.get("token")).toBe("new");
    expect(keyValue.get("mocked_id")).toBeNull();
  });

  it("hand-over refuses foreign redirect targets and returns null without a token", async () => {
    const { session } = make();
    expect(await new HandOverToken(session).execute([["redirectUrl", "/"]])).toBeNull();
    expect(
      await new HandOverToken(session).execute([
        ["token", "t"],
        ["redirectUrl", "//evil.example"],
      ]),
    ).toBe("/");
  });
});
