import { ApiClient } from "@lectern/core/api/ApiClient";
import type { WireRequest } from "@lectern/core/api/wire";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { AvatarCropper } from "@lectern/core/profile/application/AvatarCropper";
import { PersonalDetails } from "@lectern/core/profile/application/PersonalDetails";
import { PROFILE_TEXTS as T } from "@lectern/core/profile/domain/profileTexts";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { RecordingSocket } from "../../support/RecordingSocket";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";

const PROFILE = {
  first_name: "Ada",
  last_name: "Lovelace",
  avatar: null,
  referral: null,
  secondary_email: null,
  phone_code: "+44",
  phone_number: null,
  institution: null,
  currency: null,
};
const COUNTRIES = [
  { id: "GB", attributes: { name: "United Kingdom", currency: "GBP" } },
  { id: "FR", attributes: { name: "France", currency: "EUR" } },
  { id: "DE", attributes: { name: "Germany", currency: "EUR" } },
];
const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==";

const bodyOf = (request: WireRequest) => (request.body?.kind === "json" ? request.body.value : null);

/** The page's service over a scripted server that stores what PUT sends, and a real session. */
const make = () => {
  let stored: Record<string, unknown> = { ...PROFILE };
  const puts: unknown[] = [];
  const http = new ScriptedHttp()
    .on("GET", "v2/user", () => ok({ data: { id: 7, attributes: { email: "ada@uni.edu", profile: stored } } }))
    .on("GET", "v2/user/permissions", ok({ data: { attributes: {} } }))
    .on("GET", "v2/countries", ok({ data: COUNTRIES }))
    .on("PUT", "v2/user/profile", (request) => {
      const body = bodyOf(request) as { data: { attributes: Record<string, unknown> } };
      puts.push(body);
      stored = { ...stored, ...body.data.attributes };
      return ok({ data: { id: "7", type: "profiles", attributes: stored } });
    });
  const keyValue = new InMemoryKeyValue();
  const api = new ApiClient(http, keyValue, new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const session = new AuthSession(api, keyValue, new RecordingSocket(), new NavigationRequests());
  const countries = async () => [
    { code: "GB", name: "United Kingdom", currency: "GBP" },
    { code: "FR", name: "France", currency: "EUR" },
  ];
  const details = new PersonalDetails(api, session, countries);
  return { http, session, details, puts };
};

describe("PersonalDetails", () => {
  it("loads the profile and the countries' currencies, clean", async () => {
    const { details } = make();
    await details.load();
    expect(details.state).toMatchObject({
      status: "ready",
      email: "ada@uni.edu",
      draft: { firstName: "Ada", lastName: "Lovelace", phoneCode: "+44", currency: "" },
      currencies: ["EUR", "GBP"],
      dirty: false,
      errors: {},
    });
  });

  it("does not send anything until something changed, then only that, and updates the session", async () => {
    const { details, puts, session } = make();
    await session.signIn("tok");
    await details.load();
    await details.save();
    details.edit("firstName", "Ada ");
    expect(details.state.dirty).toBe(false);
    await details.save();
    expect(puts).toEqual([]);

    details.edit("firstName", "Augusta");
    details.edit("institution", "University of London");
    expect(details.state.dirty).toBe(true);
    await details.save();
    expect(puts).toEqual([
      { data: { type: "profiles", attributes: { first_name: "Augusta", institution: "University of London" } } },
    ]);
    expect(details.state).toMatchObject({ dirty: false, saving: false, announcement: { text: T.saved } });
    expect(session.state.user).toMatchObject({ firstName: "Augusta", lastName: "Lovelace" });
  });

  it("refuses a form its rules refuse, showing every message, without sending", async () => {
    const { details, puts } = make();
    await details.load();
    details.edit("firstName", "   ");
    expect(details.state.errors).toEqual({});
    details.edit("phoneCode", "44");
    await details.save();
    expect(puts).toEqual([]);
    expect(details.state.errors).toEqual({ firstName: T.firstNameRequired, phoneCode: T.phoneCodeInvalid });
    expect(details.state.refusals).toBe(1);
    // From then on the messages follow the typing.
    details.edit("phoneCode", "+44");
    expect(details.state.errors).toEqual({ firstName: T.firstNameRequired });
    details.edit("secondaryEmail", "ada@");
    expect(details.state.errors).toEqual({ firstName: T.firstNameRequired, secondaryEmail: T.secondaryEmailInvalid });
  });

  it("shows a 422 under its field, until that field is edited", async () => {
    const { details, http } = make();
    http.on("PUT", "v2/user/profile", {
      status: 422,
      headers: {},
      body: {
        errors: [
          {
            title: T.secondaryEmailInvalid,
            message: T.secondaryEmailInvalid,
            detail: `secondary_email: ${T.secondaryEmailInvalid}`,
            source: { pointer: "/data/attributes/secondary_email" },
          },
        ],
      },
    });
    await details.load();
    details.edit("secondaryEmail", "ada@uni.edu");
    await details.save();
    expect(details.state.errors).toEqual({ secondaryEmail: T.secondaryEmailInvalid });
    expect(details.state.problem).toBeNull();
    details.edit("secondaryEmail", "ada@college.edu");
    expect(details.state.errors).toEqual({});
  });

  it("any other failure is the generic 'Something went wrong' with the server's message", async () => {
    const { details, http } = make();
    http.on("PUT", "v2/user/profile", { status: 500, headers: {}, body: { errors: [{ title: "Down for now." }] } });
    await details.load();
    details.edit("lastName", "Byron");
    await details.save();
    expect(details.state.problem).toEqual({ title: "Something went wrong", message: "Down for now." });
    expect(details.state.dirty).toBe(true);
  });

  it("a failed load says why and can be tried again", async () => {
    const { details, http } = make();
    http.on("GET", "v2/user", { status: 500, headers: {}, body: { errors: [{ title: "Down for now." }] } });
    await details.load();
    expect(details.state).toMatchObject({ status: "failed", loadError: "Down for now." });
  });

  it("saves and removes the photo on its own, and the session shows it at once", async () => {
    const { details, puts, session } = make();
    await session.signIn("tok");
    await details.load();
    details.edit("institution", "Typed, not saved");
    expect(await details.saveAvatar(PNG)).toBeNull();
    expect(puts.at(-1)).toEqual({ data: { type: "profiles", attributes: { avatar: PNG } } });
    expect(session.state.user?.avatarUrl).toBe(PNG);
    expect(details.state).toMatchObject({ avatarUrl: PNG, dirty: true, photoAnnouncement: { text: T.photoSaved } });
    await details.removeAvatar();
    expect(puts.at(-1)).toEqual({ data: { type: "profiles", attributes: { avatar: null } } });
    expect(session.state.user?.avatarUrl).toBeNull();
    expect(details.state.photoAnnouncement?.text).toBe(T.photoRemoved);
  });

  it("refuses to send an avatar that is not a PNG, JPEG or WebP data URL", async () => {
    const { details, puts } = make();
    await details.load();
    expect(await details.saveAvatar("data:image/gif;base64,R0lGODlh")).toBe(T.avatarInvalid);
    expect(puts).toEqual([]);
  });
});

describe("AvatarCropper", () => {
  it("saves the rendered crop and closes; a refusal keeps it open with the reason", async () => {
    const { details, http } = make();
    await details.load();
    const cropper = new AvatarCropper(details);
    cropper.choose({ name: "me.png", type: "image/png", size: 1000 });
    cropper.imageLoaded(400, 400);
    cropper.zoomIn();
    cropper.rotate(1);
    cropper.cropChanged(300, 300);
    expect(cropper.state).toMatchObject({ phase: "ready", zoom: 0.35, rotation: 90 });
    await cropper.save(async () => PNG);
    expect(cropper.state.phase).toBe("closed");
    expect(details.state.avatarUrl).toBe(PNG);

    http.on("PUT", "v2/user/profile", {
      status: 422,
      headers: {},
      body: { errors: [{ title: T.avatarInvalid, source: { pointer: "/data/attributes/avatar" } }] },
    });
    cropper.choose({ name: "me.png", type: "image/png", size: 1000 });
    cropper.imageLoaded(400, 400);
    cropper.cropChanged(300, 300);
    await cropper.save(async () => PNG);
    expect(cropper.state).toMatchObject({ phase: "ready", error: T.avatarInvalid });
    await cropper.save(async () => {
      throw new Error("canvas tainted");
    });
    expect(cropper.state.error).toBe(T.fileNotLoaded);
  });
});
