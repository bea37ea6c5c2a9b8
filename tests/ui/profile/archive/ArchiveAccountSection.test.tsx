// @vitest-environment jsdom
import { ARCHIVE_TEXTS as T } from "@lectern/core/account/archive/domain/archiveTexts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ArchiveAccountSection } from "../../../../ui/src/features/profile/archive/ArchiveAccountSection";
import { ScriptedHttp, ok } from "../../../support/ScriptedHttp";
import { installCssEscape } from "../../kit/jsdomCss";
import { renderAccountPage } from "../accountWorld";

installCssEscape();
afterEach(cleanup);

const isDisabled = (button: HTMLElement) =>
  button.hasAttribute("disabled") || button.getAttribute("aria-disabled") === "true";

describe("ArchiveAccountSection (issue 14)", () => {
  it("unlocks the delete button only for DELETE or the e-mail, then archives, signs out and opens the login page", async () => {
    const http = new ScriptedHttp().on(
      "DELETE",
      "v2/user/archive",
      ok({ data: { type: "acknowledges", attributes: { acknowledge: true } } }),
    );
    const { session, keyValue } = await renderAccountPage(http, <ArchiveAccountSection />, {
      path: "/profile/personal",
    });
    fireEvent.click(screen.getByRole("button", { name: T.button }));
    const dialog = await screen.findByRole("alertdialog", { name: T.dialogTitle });
    const confirm = within(dialog).getByRole("button", { name: T.confirmButton });
    const typed = within(dialog).getByRole("textbox", { name: T.confirmLabel });
    expect(isDisabled(confirm)).toBe(true);
    fireEvent.change(typed, { target: { value: "delete" } });
    expect(isDisabled(confirm)).toBe(true);
    fireEvent.change(typed, { target: { value: "ADA@uni.edu" } });
    expect(isDisabled(confirm)).toBe(false);
    fireEvent.click(confirm);
    await screen.findByRole("heading", { name: "Log in" });
    expect(http.sent.some((request) => request.url === "v2/user/archive")).toBe(true);
    expect(session.state).toMatchObject({ status: "anonymous", endedMessage: T.signedOut, signedOutByUser: true });
    expect(keyValue.get("token")).toBeNull();
  });

  it("keeps the person signed in and says why when the server refuses", async () => {
    const http = new ScriptedHttp().on("DELETE", "v2/user/archive", {
      status: 503,
      headers: {},
      body: { errors: [{ title: "Service unavailable" }] },
    });
    const { session } = await renderAccountPage(http, <ArchiveAccountSection />, { path: "/profile/personal" });
    fireEvent.click(screen.getByRole("button", { name: T.button }));
    const dialog = await screen.findByRole("alertdialog", { name: T.dialogTitle });
    fireEvent.change(within(dialog).getByRole("textbox", { name: T.confirmLabel }), { target: { value: "DELETE" } });
    fireEvent.click(within(dialog).getByRole("button", { name: T.confirmButton }));
    await waitFor(() => expect(within(dialog).getByText("Service unavailable")).toBeTruthy());
    expect(session.state.status).toBe("authenticated");
  });
});
