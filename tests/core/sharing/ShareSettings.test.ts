import { ApiClient } from "@lectern/core/api/ApiClient";
import type { WireRequest } from "@lectern/core/api/wire";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { HighlightSharing } from "@lectern/core/sharing/application/HighlightSharing";
import { ShareSettings } from "@lectern/core/sharing/application/ShareSettings";
import { UNSHARED } from "@lectern/core/sharing/domain/RecordShare";
import { SHARING_TEXTS } from "@lectern/core/sharing/domain/sharingTexts";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";
import { aPerson, aShare, sharedReply } from "./shareMother";

const setUp = () => {
  const http = new ScriptedHttp();
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const settings = new ShareSettings(api, () => "owner@uni.edu");
  const calls = () =>
    http.sent.map((request) => `${request.headers["X-HTTP-METHOD-OVERRIDE"] ?? request.method} ${request.url}`);
  return { http, api, settings, calls };
};

const bodyOf = (request: WireRequest | undefined) => (request?.body?.kind === "json" ? request.body.value : undefined);

const unprocessable = (errors: unknown[]) => ({ status: 422, headers: {}, body: { errors } });

describe("ShareSettings", () => {
  it("opens with the record's saved share, not with defaults", () => {
    const { settings } = setUp();
    const share = aShare({ readonly: false, persons: [aPerson("ada@uni.edu")] });
    settings.open("41", share);
    expect(settings.state).toMatchObject({ sessionId: "41", saved: share, dirty: false, pending: null });
    expect(settings.state.draft.persons).toEqual(share.persons);
  });

  it("turns the link on with an empty POST and shows the server's share", async () => {
    const { settings, http, calls } = setUp();
    http.on("POST", "v2/session/41/share", ok(sharedReply("41", aShare())));
    settings.open("41", UNSHARED);
    expect(await settings.setLinkEnabled(true)).toBe(true);
    expect(calls()).toEqual(["POST v2/session/41/share"]);
    expect(http.sent[0]?.body).toBeUndefined();
    expect(settings.state.saved.linkEnabled).toBe(true);
    expect(settings.state.announcement?.text).toBe(SHARING_TEXTS.linkOn);
  });

  it("turning the link off keeps the people: unshare, then the people are saved again", async () => {
    const { settings, http, calls } = setUp();
    const share = aShare({ persons: [aPerson("ada@uni.edu")] });
    http.on("DELETE", "v2/session/41/unshare", ok(sharedReply("41", UNSHARED)));
    http.on("POST", "sessions/41/share", ok(sharedReply("41", { ...share, linkEnabled: false })));
    settings.open("41", share);
    await settings.setLinkEnabled(false);
    expect(calls()).toEqual(["DELETE v2/session/41/unshare", "POST sessions/41/share"]);
    expect(settings.state.saved).toEqual({ ...share, linkEnabled: false });
    expect(settings.state.dirty).toBe(false);
  });

  it("if the people cannot be saved again after the link went off, Save is ready to put them back", async () => {
    const { settings, http } = setUp();
    const share = aShare({ persons: [aPerson("ada@uni.edu")] });
    http.on("DELETE", "v2/session/41/unshare", ok(sharedReply("41", UNSHARED)));
    http.on("POST", "sessions/41/share", { status: 500, headers: {}, body: { errors: [{ title: "Server down" }] } });
    settings.open("41", share);
    expect(await settings.setLinkEnabled(false)).toBe(false);
    expect(settings.state.problem).toEqual({ title: "Something went wrong", message: "Server down" });
    expect(settings.state.draft.persons).toEqual(share.persons);
    expect(settings.state.dirty).toBe(true);
  });

  it("saves the draft with the contract's body and keeps what the server answered", async () => {
    const { settings, http } = setUp();
    const answer = aShare({ readonly: false, persons: [aPerson("ada@uni.edu", { fullname: "Ada Lovelace" })] });
    http.on("POST", "sessions/41/share", ok(sharedReply("41", answer)));
    settings.open("41", aShare());
    settings.setLinkReadonly(false);
    expect(settings.addPerson("ada@uni.edu")).toBe(true);
    expect(settings.state.dirty).toBe(true);
    expect(await settings.save()).toBe(true);
    expect(bodyOf(http.sent[0])).toEqual({
      data: {
        type: "shared",
        attributes: {
          readonly: false,
          downloadable: false,
          persons: [{ email: "ada@uni.edu", readonly: true, downloadable: false }],
        },
      },
    });
    expect(settings.state).toMatchObject({ saved: answer, dirty: false, announcement: { text: SHARING_TEXTS.saved } });
    expect(settings.state.draft.persons[0]?.fullname).toBe("Ada Lovelace");
  });

  it("sends nothing when nothing changed (spec 3 §5)", async () => {
    const { settings, http } = setUp();
    settings.open("41", aShare());
    settings.setLinkReadonly(false);
    settings.setLinkReadonly(true);
    expect(await settings.save()).toBe(true);
    expect(http.sent).toEqual([]);
  });

  it("refuses bad, repeated and own addresses before sending, with the message on the field", () => {
    const { settings } = setUp();
    settings.open("41", aShare({ persons: [aPerson("ada@uni.edu")] }));
    expect(settings.addPerson("ada@")).toBe(false);
    expect(settings.state.emailError).toBe(SHARING_TEXTS.invalidEmail);
    settings.clearEmailError();
    expect(settings.state.emailError).toBeNull();
    expect(settings.addPerson("Ada@Uni.edu")).toBe(false);
    expect(settings.state.emailError).toBe(SHARING_TEXTS.duplicateEmail("ada@uni.edu"));
    expect(settings.addPerson("owner@uni.edu")).toBe(false);
    expect(settings.state.emailError).toBe(SHARING_TEXTS.ownEmail);
    expect(settings.state.dirty).toBe(false);
  });

  it("shows a 422 on the person it points at", async () => {
    const { settings, http } = setUp();
    http.on(
      "POST",
      "sessions/41/share",
      unprocessable([
        { status: "422", title: SHARING_TEXTS.invalidEmail, source: { pointer: "/data/attributes/persons/1/email" } },
      ]),
    );
    settings.open("41", aShare({ persons: [aPerson("ada@uni.edu")] }));
    settings.addPerson("grace@uni.edu");
    expect(await settings.save()).toBe(false);
    expect(settings.state.personErrors).toEqual({ "grace@uni.edu": SHARING_TEXTS.invalidEmail });
    expect(settings.state.problem).toBeNull();
    settings.removePerson("grace@uni.edu");
    expect(settings.state.personErrors).toEqual({});
  });

  it("shows a 422 without a pointer on the e-mail field, other failures as 'Something went wrong'", async () => {
    const { settings, http } = setUp();
    http.on("POST", "sessions/41/share", unprocessable([{ status: "422", title: SHARING_TEXTS.ownEmail }]));
    settings.open("41", aShare());
    settings.addPerson("me@uni.edu");
    await settings.save();
    expect(settings.state.emailError).toBe(SHARING_TEXTS.ownEmail);
    http.on("POST", "sessions/41/share", { status: 0, headers: {}, body: null });
    await settings.save();
    expect(settings.state.problem?.title).toBe("Something went wrong");
    expect(settings.state.problem?.message).toContain("offline");
  });

  it("stops sharing: link off, nobody listed, edits dropped", async () => {
    const { settings, http, calls } = setUp();
    http.on("DELETE", "v2/session/41/unshare", ok(sharedReply("41", UNSHARED)));
    settings.open("41", aShare({ persons: [aPerson("ada@uni.edu")] }));
    settings.addPerson("grace@uni.edu");
    expect(await settings.stopSharing()).toBe(true);
    expect(calls()).toEqual(["DELETE v2/session/41/unshare"]);
    expect(settings.state).toMatchObject({ saved: UNSHARED, dirty: false });
    expect(settings.state.draft.persons).toEqual([]);
    expect(settings.state.announcement?.text).toBe(SHARING_TEXTS.stopped);
  });

  it("reopened with the page's unchanged share, it shows what it saved; a newer share from the page wins", async () => {
    const { settings, http } = setUp();
    const fromPage = aShare();
    const answer = aShare({ persons: [aPerson("ada@uni.edu")] });
    http.on("POST", "sessions/41/share", ok(sharedReply("41", answer)));
    settings.open("41", fromPage);
    settings.addPerson("ada@uni.edu");
    await settings.save();
    settings.close();
    settings.open("41", fromPage);
    expect(settings.state.saved).toEqual(answer);
    const reloaded = aShare({ linkEnabled: false });
    settings.close();
    settings.open("41", reloaded);
    expect(settings.state.saved).toBe(reloaded);
  });

  it("a reply for a dialog closed since does not reopen it, and is still remembered", async () => {
    const { settings, http } = setUp();
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    http.on("POST", "v2/session/41/share", () => new Promise((resolve) => (answer = resolve)));
    settings.open("41", UNSHARED);
    const pending = settings.setLinkEnabled(true);
    expect(settings.state.pending).toBe("link");
    settings.close();
    answer(ok(sharedReply("41", aShare())));
    await pending;
    expect(settings.state.sessionId).toBeNull();
    settings.open("41", UNSHARED);
    expect(settings.state.saved.linkEnabled).toBe(true);
  });

  it("ignores a second command while one is on its way", async () => {
    const { settings, http } = setUp();
    http.on("POST", "v2/session/41/share", ok(sharedReply("41", aShare())));
    settings.open("41", UNSHARED);
    const first = settings.setLinkEnabled(true);
    expect(await settings.stopSharing()).toBe(false);
    await first;
    expect(http.sent).toHaveLength(1);
  });

  it("a malformed reply becomes the generic message, not a broken dialog", async () => {
    const { settings, http } = setUp();
    http.on("POST", "v2/session/41/share", ok({ data: { id: "41", attributes: { link_enabled: "yes" } } }));
    settings.open("41", UNSHARED);
    await settings.setLinkEnabled(true);
    expect(settings.state.problem?.title).toBe("Something went wrong");
    expect(settings.state.saved).toBe(UNSHARED);
  });
});

describe("HighlightSharing", () => {
  const highlightSetUp = () => {
    const { http, api } = setUp();
    return { http, sharing: new HighlightSharing(api) };
  };

  it("shares a highlight: its link opens the new session", async () => {
    const { http, sharing } = highlightSetUp();
    http.on("POST", "pois/7/share", ok(sharedReply("99", aShare())));
    expect(await sharing.share("7")).toBe(true);
    expect(sharing.state).toMatchObject({ poiId: "7", phase: "shared", linkId: "99" });
    expect(sharing.state.announcement?.text).toBe(SHARING_TEXTS.highlightShared);
  });

  it("stops sharing the highlight", async () => {
    const { http, sharing } = highlightSetUp();
    http.on("POST", "pois/7/share", ok(sharedReply("99", aShare())));
    http.on("DELETE", "pois/7/unshare", { status: 204, headers: {}, body: null });
    await sharing.share("7");
    expect(await sharing.stopSharing()).toBe(true);
    expect(sharing.state.phase).toBe("stopped");
    expect(http.sent.at(-1)?.headers["X-HTTP-METHOD-OVERRIDE"]).toBe("DELETE");
  });

  it("says what went wrong when sharing fails", async () => {
    const { http, sharing } = highlightSetUp();
    http.on("POST", "pois/7/share", { status: 403, headers: {}, body: { errors: [{ title: "Not yours" }] } });
    expect(await sharing.share("7")).toBe(false);
    expect(sharing.state).toMatchObject({
      phase: "failed",
      problem: { title: "Something went wrong", message: "Not yours" },
    });
  });

  it("a closed dialog ignores the reply", async () => {
    const { http, sharing } = highlightSetUp();
    http.on("POST", "pois/7/share", ok(sharedReply("99", aShare())));
    const pending = sharing.share("7");
    sharing.close();
    await pending;
    expect(sharing.state.poiId).toBeNull();
  });
});
