// @vitest-environment jsdom
import { ApiClient } from "@lectern/core/api/ApiClient";
import type { WireRequest } from "@lectern/core/api/wire";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { LoadCountries } from "@lectern/core/auth/application/LoadCountries";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { PROFILE_TEXTS as T } from "@lectern/core/profile/domain/profileTexts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Container } from "inversify";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ContainerContext } from "../../../../ui/src/composition/ContainerContext";
import { bindPersonalDetails } from "../../../../ui/src/composition/bindPersonalDetails";
import { PersonalInformationPage } from "../../../../ui/src/features/profile/PersonalInformationPage";
import { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import { ManualProbe } from "../../../support/ManualProbe";
import { RecordingSocket } from "../../../support/RecordingSocket";
import { ScriptedHttp, ok } from "../../../support/ScriptedHttp";
import { VirtualClock } from "../../../support/VirtualClock";
import { installCssEscape } from "../../kit/jsdomCss";

// The devices and archive sections are another feature's; this page only places them.
vi.mock("../../../../ui/src/features/profile/devices/DevicesSection", () => ({
  DevicesSection: () => <section aria-label="Devices stand-in" />,
}));
vi.mock("../../../../ui/src/features/profile/archive/ArchiveAccountSection", () => ({
  ArchiveAccountSection: () => <section aria-label="Archive stand-in" />,
}));
// jsdom decodes no images: the probe answers as a browser would for a good or a broken file.
const probe = vi.hoisted(() => ({ fails: false }));
vi.mock("../../../../ui/src/features/profile/avatar/renderCrop", () => ({
  probeImage: () => (probe.fails ? Promise.reject(new Error("broken")) : Promise.resolve({ width: 640, height: 480 })),
  renderCrop: () => Promise.resolve("data:image/png;base64,iVBORw0KGgo="),
}));

installCssEscape();
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => "blob:picked", revokeObjectURL: () => undefined });
});
afterEach(() => {
  cleanup();
  probe.fails = false;
});

const PROFILE: Readonly<Record<string, string | null>> = {
  first_name: "Ada",
  last_name: "Lovelace",
  avatar: null,
  referral: null,
  secondary_email: null,
  phone_code: null,
  phone_number: null,
  institution: "University of London",
  currency: "GBP",
};

const bodyOf = (request: WireRequest) => (request.body?.kind === "json" ? request.body.value : null);

const setUp = async (profile: Partial<typeof PROFILE> = {}) => {
  let stored: Record<string, unknown> = { ...PROFILE, ...profile };
  const puts: unknown[] = [];
  const http = new ScriptedHttp()
    .on("GET", "v2/user", () => ok({ data: { id: 7, attributes: { email: "ada@uni.edu", profile: stored } } }))
    .on("GET", "v2/user/permissions", ok({ data: { attributes: {} } }))
    .on(
      "GET",
      "v2/countries",
      ok({
        data: [
          { id: "GB", attributes: { name: "United Kingdom", currency: "GBP" } },
          { id: "FR", attributes: { name: "France", currency: "EUR" } },
        ],
      }),
    )
    .on("PUT", "v2/user/profile", (request) => {
      const body = bodyOf(request) as { data: { attributes: Record<string, unknown> } };
      puts.push(body.data.attributes);
      stored = { ...stored, ...body.data.attributes };
      return ok({ data: { id: "7", type: "profiles", attributes: stored } });
    });
  const keyValue = new InMemoryKeyValue();
  const api = new ApiClient(http, keyValue, new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const session = new AuthSession(api, keyValue, new RecordingSocket(), new NavigationRequests());
  await session.signIn("tok");
  const container = new Container({ defaultScope: "Singleton" });
  container.bind(ApiClient).toConstantValue(api);
  container.bind(AuthSession).toConstantValue(session);
  container.bind(LoadCountries).toConstantValue(new LoadCountries(api));
  bindPersonalDetails(container);
  render(
    <ContainerContext.Provider value={container}>
      <PersonalInformationPage />
    </ContainerContext.Provider>,
  );
  await screen.findByRole("form", { name: "Your details" });
  return { http, session, puts };
};

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole("button", { name: "Save changes" });

describe("/profile/personal", () => {
  it("shows the profile with the account's e-mail read-only and the name limit counted", async () => {
    await setUp();
    expect(field("First name").value).toBe("Ada");
    expect(field("First name").maxLength).toBe(128);
    expect(field("Last name").value).toBe("Lovelace");
    expect(field("E-mail").readOnly).toBe(true);
    expect(field("E-mail").value).toBe("ada@uni.edu");
    expect(field("Institution").value).toBe("University of London");
    expect(screen.getAllByText("3 / 128 characters")).toHaveLength(1);
    expect(screen.getByRole("img", { name: "Ada Lovelace" }).textContent).toBe("AL");
    expect(screen.getByLabelText("Change photo").getAttribute("type")).toBe("file");
    expect(screen.getByRole("region", { name: "Devices stand-in" })).toBeTruthy();
  });

  it("keeps 'Save changes' disabled until something changed, sends only that, and greets with the new name", async () => {
    const { puts, session } = await setUp();
    expect(saveButton().hasAttribute("disabled")).toBe(true);
    fireEvent.change(field("First name"), { target: { value: "Augusta" } });
    expect(screen.getByText("7 / 128 characters")).toBeTruthy();
    expect(saveButton().hasAttribute("disabled")).toBe(false);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    const saved = await screen.findByText(T.saved);
    expect(saved.closest("output")).not.toBeNull();
    expect(puts).toEqual([{ first_name: "Augusta" }]);
    expect(session.state.user?.firstName).toBe("Augusta");
    expect(saveButton().hasAttribute("disabled")).toBe(true);
  });

  it("a refused field says why under itself, linked to it, and gets the focus", async () => {
    const { http, puts } = await setUp();
    fireEvent.change(field("Phone code"), { target: { value: "44" } });
    fireEvent.change(field("Last name"), { target: { value: "   " } });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(puts).toEqual([]);
    const lastName = field("Last name");
    expect(lastName.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(lastName);
    const described = (lastName.getAttribute("aria-describedby") ?? "").split(" ");
    const messages = described.map((id) => document.getElementById(id)?.textContent ?? "");
    expect(messages).toContain(T.lastNameRequired);
    expect(screen.getByText(T.phoneCodeInvalid)).toBeTruthy();

    http.on("PUT", "v2/user/profile", {
      status: 422,
      headers: {},
      body: {
        errors: [{ title: T.secondaryEmailInvalid, source: { pointer: "/data/attributes/secondary_email" } }],
      },
    });
    fireEvent.change(field("Last name"), { target: { value: "Byron" } });
    fireEvent.change(field("Phone code"), { target: { value: "+44" } });
    fireEvent.change(field("Secondary e-mail"), { target: { value: "ada@uni.edu" } });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    await waitFor(() => expect(document.activeElement).toBe(field("Secondary e-mail")));
    expect(screen.getByText(T.secondaryEmailInvalid)).toBeTruthy();
  });

  it("a non-image file is refused with the type error, and the cropper stays closed", async () => {
    await setUp();
    const input = screen.getByLabelText("Change photo");
    fireEvent.change(input, { target: { files: [new File(["%PDF-1.7"], "notes.pdf", { type: "application/pdf" })] } });
    expect(screen.getByRole("alert").textContent).toContain(T.fileNotImage);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a file the browser cannot decode says 'The File could not be loaded.'", async () => {
    await setUp();
    probe.fails = true;
    fireEvent.change(screen.getByLabelText("Change photo"), {
      target: { files: [new File(["not really"], "me.png", { type: "image/png" })] },
    });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("The File could not be loaded."));
  });

  it("an image opens the cropper: zoom by the buttons (0.1) and the slider, turn by 90°, cancel", async () => {
    await setUp();
    fireEvent.change(screen.getByLabelText("Change photo"), {
      target: { files: [new File([new Uint8Array(64)], "me.png", { type: "image/png" })] },
    });
    const dialog = await screen.findByRole("dialog", { name: "Crop your photo" });
    const slider = (await within(dialog).findByRole("slider", { name: "Zoom" })) as HTMLInputElement;
    await waitFor(() => expect(slider.disabled).toBe(false));
    expect(slider.min).toBe("0.25");
    expect(slider.max).toBe("1");
    expect(slider.step).toBe("0.05");
    expect(slider.value).toBe("0.25");
    fireEvent.click(within(dialog).getByRole("button", { name: "Zoom in" }));
    expect(slider.value).toBe("0.35");
    expect(slider.getAttribute("aria-valuetext")).toBe("140 %");
    fireEvent.change(slider, { target: { value: "0.9" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Zoom in" }));
    expect(slider.value).toBe("1");
    fireEvent.click(within(dialog).getByRole("button", { name: "Rotate left" }));
    expect(within(dialog).getByText("Rotated 270°")).toBeTruthy();
    // No crop reported yet (jsdom lays nothing out): nothing to save.
    expect(within(dialog).getByRole("button", { name: "Save photo" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("'Remove photo' removes a saved photo, everywhere at once, and the initials come back", async () => {
    const { puts, session } = await setUp({ avatar: "data:image/png;base64,iVBORw0KGgo=" });
    expect(session.state.user?.avatarUrl).toBe("data:image/png;base64,iVBORw0KGgo=");
    fireEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove photo" })).toBeNull());
    expect(puts).toEqual([{ avatar: null }]);
    expect(session.state.user?.avatarUrl).toBeNull();
    expect(screen.getByRole("img", { name: "Ada Lovelace" }).textContent).toBe("AL");
    expect(screen.getByText(T.photoRemoved).closest("output")).not.toBeNull();
  });
});
