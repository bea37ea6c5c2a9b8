// @vitest-environment jsdom
import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { HighlightSharing } from "@lectern/core/sharing/application/HighlightSharing";
import { ShareSettings } from "@lectern/core/sharing/application/ShareSettings";
import { type RecordShare, UNSHARED } from "@lectern/core/sharing/domain/RecordShare";
import { SHARING_TEXTS } from "@lectern/core/sharing/domain/sharingTexts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Container } from "inversify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bindSharing } from "../../../ui/src/composition/bindSharing";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { ShareButton } from "../../../ui/src/features/sharing/share/ShareButton";
import { ShareHighlightButton } from "../../../ui/src/features/sharing/share/ShareHighlightButton";
import { SHARE_TEXTS } from "../../../ui/src/features/sharing/share/shareTexts";
import { aPerson, aShare, sharedReply } from "../../core/sharing/shareMother";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";
import { installCssEscape } from "../kit/jsdomCss";

installCssEscape();
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, "clipboard");
});

const NAME = "Cell biology";

/** A container bound the way the app binds it (bindSharing), over a scripted server. */
const setUp = () => {
  const http = new ScriptedHttp();
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const container = new Container({ defaultScope: "Singleton" });
  container.bind(ApiClient).toConstantValue(api);
  container
    .bind(AuthSession)
    .toConstantValue({ state: { user: { id: "7", email: "owner@uni.edu" } } } as unknown as AuthSession);
  bindSharing(container);
  const calls = () =>
    http.sent.map((request) => `${request.headers["X-HTTP-METHOD-OVERRIDE"] ?? request.method} ${request.url}`);
  return { http, container, calls };
};

const showRecord = (share: RecordShare) => {
  const scene = setUp();
  render(
    <ContainerContext.Provider value={scene.container}>
      <ShareButton sessionId="41" sessionName={NAME} share={share} />
    </ContainerContext.Provider>,
  );
  const open = () => {
    fireEvent.click(screen.getByRole("button", { name: SHARE_TEXTS.share }));
    return screen.getByRole("dialog", { name: `Share "${NAME}"` });
  };
  return { ...scene, open };
};

const linkField = (dialog: HTMLElement) =>
  within(dialog).getByRole("textbox", { name: SHARE_TEXTS.linkLabel }) as HTMLInputElement;

describe("ShareButton: the owner's share dialog", () => {
  it("opens a labelled dialog showing the record's saved share", () => {
    const { open } = showRecord(aShare({ persons: [aPerson("ada@uni.edu", { fullname: "Ada Lovelace" })] }));
    const dialog = open();
    const link = within(dialog).getByRole("switch", { name: SHARE_TEXTS.linkSwitch });
    expect(link.getAttribute("aria-checked")).toBe("true");
    expect(linkField(dialog).value).toBe(`${window.location.origin}/shared-records/41`);
    expect(linkField(dialog).readOnly).toBe(true);
    const ada = within(dialog).getByRole("group", { name: "Ada Lovelace" });
    expect(within(ada).getByRole("switch", { name: SHARE_TEXTS.readonly }).getAttribute("aria-checked")).toBe("true");
    expect(within(dialog).getByRole("button", { name: SHARE_TEXTS.save }).hasAttribute("disabled")).toBe(true);
  });

  it("a record never shared: link off, no link field, 'Not shared with anyone yet'", () => {
    const { open } = showRecord(UNSHARED);
    const dialog = open();
    expect(within(dialog).getByRole("switch", { name: SHARE_TEXTS.linkSwitch }).getAttribute("aria-checked")).toBe(
      "false",
    );
    expect(within(dialog).queryByRole("textbox", { name: SHARE_TEXTS.linkLabel })).toBeNull();
    expect(within(dialog).getByText(SHARE_TEXTS.nobody)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: SHARE_TEXTS.stopSharing })).toBeNull();
  });

  it("turns the link on and announces it", async () => {
    const { open, http, calls } = showRecord(UNSHARED);
    http.on("POST", "v2/session/41/share", ok(sharedReply("41", aShare())));
    const dialog = open();
    fireEvent.click(within(dialog).getByRole("switch", { name: SHARE_TEXTS.linkSwitch }));
    expect(await within(dialog).findByRole("textbox", { name: SHARE_TEXTS.linkLabel })).toBeTruthy();
    expect(calls()).toEqual(["POST v2/session/41/share"]);
    expect(within(dialog).getByRole("status").textContent).toBe(SHARING_TEXTS.linkOn);
  });

  it("adds a person by e-mail, refuses a bad one on the field, and saves", async () => {
    const { open, http } = showRecord(aShare());
    http.on("POST", "sessions/41/share", ok(sharedReply("41", aShare({ persons: [aPerson("ada@uni.edu")] }))));
    const dialog = open();
    const email = within(dialog).getByRole("textbox", { name: SHARE_TEXTS.emailLabel });
    fireEvent.change(email, { target: { value: "ada@" } });
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.add }));
    expect(within(dialog).getByText(SHARING_TEXTS.invalidEmail)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(email, { target: { value: "ada@uni.edu" } });
    expect(within(dialog).queryByText(SHARING_TEXTS.invalidEmail)).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.add }));
    expect(within(dialog).getByRole("group", { name: "ada@uni.edu" })).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe("");
    const save = within(dialog).getByRole("button", { name: SHARE_TEXTS.save });
    expect(save.hasAttribute("disabled")).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(SHARING_TEXTS.saved));
    expect(http.sent).toHaveLength(1);
    expect(save.hasAttribute("disabled")).toBe(true);
  });

  it("refuses a duplicate and removes a person with 'Remove {email}'", () => {
    const { open } = showRecord(aShare({ persons: [aPerson("ada@uni.edu")] }));
    const dialog = open();
    const email = within(dialog).getByRole("textbox", { name: SHARE_TEXTS.emailLabel });
    fireEvent.change(email, { target: { value: "ADA@uni.edu" } });
    fireEvent.submit(email.closest("form") as HTMLFormElement);
    expect(within(dialog).getByText(SHARING_TEXTS.duplicateEmail("ada@uni.edu"))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove ada@uni.edu" }));
    expect(within(dialog).getByText(SHARE_TEXTS.nobody)).toBeTruthy();
  });

  it("shows the server's 422 beside the person it is about", async () => {
    const { open, http } = showRecord(aShare());
    http.on("POST", "sessions/41/share", {
      status: 422,
      headers: {},
      body: {
        errors: [{ title: SHARING_TEXTS.invalidEmail, source: { pointer: "/data/attributes/persons/0/email" } }],
      },
    });
    const dialog = open();
    fireEvent.change(within(dialog).getByRole("textbox", { name: SHARE_TEXTS.emailLabel }), {
      target: { value: "odd@uni.edu" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.add }));
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.save }));
    const row = within(dialog).getByRole("group", { name: "odd@uni.edu" });
    await waitFor(() => expect(row.getAttribute("aria-describedby")).not.toBeNull());
    expect(document.getElementById(row.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      SHARING_TEXTS.invalidEmail,
    );
  });

  it("copies the link and says so", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const dialog = showRecord(aShare()).open();
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.copyLink }));
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(SHARE_TEXTS.linkCopied));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared-records/41`);
  });

  it("when the clipboard is refused, selects the link and says how to copy it", async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error("NotAllowedError")));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const dialog = showRecord(aShare()).open();
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.copyLink }));
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(SHARE_TEXTS.copyRefused));
    const field = linkField(dialog);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it("stops sharing after a confirmation", async () => {
    const { open, http, calls } = showRecord(aShare({ persons: [aPerson("ada@uni.edu")] }));
    http.on("DELETE", "v2/session/41/unshare", ok(sharedReply("41", UNSHARED)));
    const dialog = open();
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.stopSharing }));
    const confirm = screen.getByRole("alertdialog", { name: SHARE_TEXTS.stopTitle });
    fireEvent.click(within(confirm).getByRole("button", { name: SHARE_TEXTS.stopSharing }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls()).toEqual(["DELETE v2/session/41/unshare"]);
    const shown = screen.getByRole("dialog", { name: `Share "${NAME}"` });
    expect(within(shown).getByText(SHARE_TEXTS.nobody)).toBeTruthy();
    expect(within(shown).getByRole("status").textContent).toBe(SHARING_TEXTS.stopped);
  });

  it("closes with Escape, and reopens with what was saved", async () => {
    const { open, http } = showRecord(aShare());
    http.on("POST", "sessions/41/share", ok(sharedReply("41", aShare({ persons: [aPerson("ada@uni.edu")] }))));
    let dialog = open();
    fireEvent.change(within(dialog).getByRole("textbox", { name: SHARE_TEXTS.emailLabel }), {
      target: { value: "ada@uni.edu" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.add }));
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.save }));
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(SHARING_TEXTS.saved));
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    dialog = open();
    expect(within(dialog).getByRole("group", { name: "ada@uni.edu" })).toBeTruthy();
  });
});

describe("ShareHighlightButton", () => {
  const showHighlight = () => {
    const scene = setUp();
    render(
      <ContainerContext.Provider value={scene.container}>
        <ShareHighlightButton poiId="7" highlightName="Osmosis" />
      </ContainerContext.Provider>,
    );
    return scene;
  };

  it("shares the highlight and shows its own link, then stops sharing it", async () => {
    const { http, calls } = showHighlight();
    http.on("POST", "pois/7/share", ok(sharedReply("99", aShare())));
    http.on("DELETE", "pois/7/unshare", { status: 204, headers: {}, body: null });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Share highlight Osmosis" }));
    });
    const dialog = screen.getByRole("dialog", { name: 'Share highlight "Osmosis"' });
    expect(linkField(dialog).value).toBe(`${window.location.origin}/shared-records/99`);
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.stopHighlight }));
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(SHARING_TEXTS.highlightStopped));
    expect(calls()).toEqual(["POST pois/7/share", "DELETE pois/7/unshare"]);
    expect(within(dialog).queryByRole("textbox")).toBeNull();
  });

  it("says what went wrong and offers to try again", async () => {
    const { http } = showHighlight();
    http.on("POST", "pois/7/share", { status: 500, headers: {}, body: { errors: [{ title: "Server down" }] } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Share highlight Osmosis" }));
    });
    const dialog = screen.getByRole("dialog", { name: 'Share highlight "Osmosis"' });
    expect(within(dialog).getByRole("alert").textContent).toContain("Server down");
    http.on("POST", "pois/7/share", ok(sharedReply("99", aShare())));
    fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXTS.tryAgain }));
    expect(await within(dialog).findByRole("textbox", { name: SHARE_TEXTS.linkLabel })).toBeTruthy();
  });

  it("binds one HighlightSharing for the app", () => {
    const { container } = setUp();
    expect(container.get(HighlightSharing)).toBe(container.get(HighlightSharing));
    expect(container.get(ShareSettings)).toBe(container.get(ShareSettings));
  });
});
