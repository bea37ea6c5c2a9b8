// @vitest-environment jsdom
import { ApiClient } from "@lectern/core/api/ApiClient";
import { RedeemLicenceKey } from "@lectern/core/auth/application/RedeemLicenceKey";
import { AUTH_TEXTS } from "@lectern/core/auth/domain/authTexts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Container } from "inversify";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { useEffect } from "react";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bindSubscription } from "../../../../ui/src/composition/bindSubscription";
import { ContainerContext } from "../../../../ui/src/composition/ContainerContext";
import { SubscriptionPage } from "../../../../ui/src/features/profile/subscription/SubscriptionPage";
import { DialogHost, ToastHost } from "../../../../ui/src/kit";
import { apiOver } from "../../../adapters/contract/contractSubject";
import { ScriptedHttp, ok } from "../../../support/ScriptedHttp";
import {
  aPaymentMethodResource,
  aProduct,
  aSubscriptionResource,
  anInvoicePage,
} from "../../../core/billing/portalDocuments";
import { installCssEscape } from "../../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

/** Where the page's address is, and the router that core's navigation requests reach (RootLayout's part). */
function Address({ navigation }: { navigation: NavigationRequests }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const requests = navigation.requests$.subscribe(
      (request) => void navigate(request.to, { replace: request.replace ?? false }),
    );
    return () => requests.unsubscribe();
  }, [navigation, navigate]);
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

const capacity = (used: number, limit: number) =>
  ok({ data: { attributes: { acknowledge: true, hours_used: used, hours_limit: limit, plan_name: "Lectern Notes" } } });

/** A customer with an active monthly plan, one card and 25 invoices; each test changes what it needs. */
const portal = () =>
  new ScriptedHttp()
    .on("GET", "billing/subscriptions", ok({ data: [aSubscriptionResource()] }))
    .on("GET", "v2/subscription/capacity/verify", capacity(3.5, 40))
    .on("GET", "billing/payment-methods", ok({ data: [aPaymentMethodResource()] }))
    .on("GET", "invoices", (request) => {
      const query = new URLSearchParams(request.url.split("?")[1]);
      return ok(anInvoicePage(Number(query.get("page[number]")), Number(query.get("page[size]")), 25));
    });

const renderAt = (http: ScriptedHttp, address = "/profile/subscription") => {
  const container = new Container({ defaultScope: "Singleton" });
  const { api } = apiOver(http);
  container.bind(ApiClient).toConstantValue(api);
  const navigation = new NavigationRequests();
  container.bind(NavigationRequests).toConstantValue(navigation);
  container.bind(PlatformPort).toConstantValue({ assign: () => undefined } as unknown as PlatformPort);
  container.bind(RedeemLicenceKey).toConstantValue(new RedeemLicenceKey(api));
  bindSubscription(container);
  render(
    <ContainerContext.Provider value={container}>
      <ToastHost>
        <DialogHost>
          <MemoryRouter initialEntries={[address]}>
            <Routes>
              <Route path="/profile/subscription" element={<SubscriptionPage />} />
              <Route path="/demo-card/:id" element={<h1>Card provider</h1>} />
              <Route path="/billing/product" element={<h1>Price list</h1>} />
            </Routes>
            <Address navigation={navigation} />
          </MemoryRouter>
        </DialogHost>
      </ToastHost>
    </ContainerContext.Provider>,
  );
  return http;
};

/** A toast's text: shown, and spoken by the toast host's live region (so found twice). */
const announced = async (text: string | RegExp) =>
  waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));

const sentBody = (http: ScriptedHttp, method: string, url: string) =>
  http.sent
    .filter(
      (request) => (request.headers["X-HTTP-METHOD-OVERRIDE"] ?? request.method) === method && request.url === url,
    )
    .map((request) => (request.body?.kind === "json" ? request.body.value : null));

describe("SubscriptionPage (/profile/subscription)", () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:invoice"), revokeObjectURL: vi.fn() });
    // jsdom has no modal <dialog>: the plain kit dialogs (the error dialog) only need it to open and close.
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute("open", "");
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute("open");
      },
    });
  });

  it("shows the plan, its state and renewal, usage, the default card and a page of invoices", async () => {
    renderAt(portal());
    expect(await screen.findByText("Lectern Notes")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Subscription");
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.getByText("£7.99 / month")).toBeTruthy();
    expect(screen.getByText(/^Renews on /)).toBeTruthy();
    expect(await screen.findByText("3.5 of 40 hours used")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Recording hours used" }).getAttribute("aria-valuenow")).toBe("8");
    const cards = await screen.findByRole("list", { name: "Payment methods" });
    expect(within(cards).getByText("Visa ending in 4242", { selector: "p" })).toBeTruthy();
    expect(within(cards).getByText("Default")).toBeTruthy();
    expect(within(cards).getByText("Expires 12/30")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Download invoice LECT-0001" })).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(21);
    expect(screen.getByText("Showing 20 of 25 invoices")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more invoices" }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(26));
    expect(screen.queryByRole("button", { name: "Load more invoices" })).toBeNull();
    expect(screen.queryByText("Your last payment failed")).toBeNull();
    expect(screen.getByRole("button", { name: "Change plan" })).toBeTruthy();
  });

  it("offers the price list and the licence-key card when there is no plan", async () => {
    const http = portal().on("GET", "billing/subscriptions", ok({ data: [] }));
    renderAt(http);
    expect(await screen.findByRole("heading", { name: "You have no plan yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open price list" }).getAttribute("href")).toBe("/billing/product");
    expect(screen.getByRole("heading", { name: "Have a license key/promo code?" })).toBeTruthy();
  });

  it("shows a trial's end date and hides change plan when the product does not allow it", async () => {
    const http = portal().on(
      "GET",
      "billing/subscriptions",
      ok({
        data: [
          aSubscriptionResource({ state: "trialing", trialEnd: "2026-03-15T12:00:00.000Z", upgradeAllowed: false }),
        ],
      }),
    );
    renderAt(http);
    expect(await screen.findByText("Trialing")).toBeTruthy();
    expect(screen.getByText("Your trial ends on March 15 2026")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change plan" })).toBeNull();
  });

  it("raises the payment-issue banner for a past-due plan with a way to update the card", async () => {
    const http = portal()
      .on("GET", "billing/subscriptions", ok({ data: [aSubscriptionResource({ state: "past_due" })] }))
      .on(
        "POST",
        "billing/payment-methods/setup",
        ok({ data: { id: "seti_9", attributes: { url: "/demo-card/seti_9" } } }),
      );
    renderAt(http);
    const banner = (await screen.findByText("Your last payment failed")).closest<HTMLElement>('[role="alert"]')!;
    expect(banner).toBeTruthy();
    fireEvent.click(within(banner).getByRole("button", { name: "Update card" }));
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/demo-card/seti_9"));
    expect(sentBody(http, "POST", "billing/payment-methods/setup")).toEqual([
      { data: { type: "customers_payment_methods_setup", attributes: { return_url: "/profile/subscription" } } },
    ]);
  });

  it("cancels at period end after confirming, then resumes", async () => {
    let cancel = false;
    const http = portal()
      .on("GET", "billing/subscriptions", () => ok({ data: [aSubscriptionResource({ cancelAtPeriodEnd: cancel })] }))
      .on("PATCH", "billing/subscriptions/sub_1", (request) => {
        cancel = (request.body as { value: { data: { attributes: { cancel_at_period_end: boolean } } } }).value.data
          .attributes.cancel_at_period_end;
        return ok({ data: aSubscriptionResource({ cancelAtPeriodEnd: cancel }) });
      });
    renderAt(http);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel plan" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel your plan?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel plan" }));
    expect(await screen.findByText(/^Cancels on /)).toBeTruthy();
    await announced(/^Your plan will end on /);
    fireEvent.click(screen.getByRole("button", { name: "Resume plan" }));
    expect(await screen.findByText(/^Renews on /)).toBeTruthy();
    expect(
      sentBody(http, "PATCH", "billing/subscriptions/sub_1").map(
        (body) => (body as { data: { attributes: unknown } }).data.attributes,
      ),
    ).toEqual([{ cancel_at_period_end: true }, { cancel_at_period_end: false }]);
  });

  it("changes plan from the dialog", async () => {
    const http = portal()
      .on(
        "GET",
        "billing/products",
        ok({
          data: [
            aProduct("prod_lectern_pro", "Lectern Pro", [{ id: "price_pro_monthly", nickname: "base", amount: 1499 }]),
          ],
        }),
      )
      .on("PATCH", "billing/subscriptions/sub_1", () =>
        ok({
          data: {
            id: "r1",
            type: "subscription_payment_results",
            attributes: {
              code: "successful",
              message: "Your plan has been changed.",
              subscription: null,
              upcoming_invoice: null,
            },
          },
        }),
      );
    renderAt(http);
    fireEvent.click(await screen.findByRole("button", { name: "Change plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Change plan" });
    fireEvent.click(await within(dialog).findByRole("radio", { name: /^Lectern Pro/ }));
    expect((within(dialog).getByRole("radio", { name: "£14.99 / month" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Change plan" }));
    await announced("Your plan has been changed.");
    expect(sentBody(http, "PATCH", "billing/subscriptions/sub_1")).toEqual([
      { data: { type: "customers_subscriptions", id: "sub_1", attributes: { price_id: "price_pro_monthly" } } },
    ]);
  });

  it("makes a card default and removes one after confirming", async () => {
    let cards = [
      aPaymentMethodResource({ id: "pm_1", isDefault: true }),
      aPaymentMethodResource({ id: "pm_2", brand: "Mastercard", lastFour: "4444", isDefault: false }),
    ];
    const http = portal()
      .on("GET", "billing/payment-methods", () => ok({ data: cards }))
      .on("PATCH", "billing/payment-methods/pm_2", () => {
        cards = cards.map((card) => ({ ...card, attributes: { ...card.attributes, is_default: card.id === "pm_2" } }));
        return ok({ data: cards.find((card) => card.id === "pm_2") });
      })
      .on("DELETE", "billing/payment-methods/pm_1", () => {
        cards = cards.filter((card) => card.id !== "pm_1");
        return { status: 204, headers: {}, body: null };
      });
    renderAt(http);
    fireEvent.click(await screen.findByRole("button", { name: "Make default: Mastercard ending in 4444" }));
    await announced("Mastercard ending in 4444 is now your default card.");
    fireEvent.click(screen.getByRole("button", { name: "Remove Visa ending in 4242" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Visa ending in 4242?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove card" }));
    await announced("Visa ending in 4242 removed.");
    await waitFor(() => expect(screen.queryByText("Visa ending in 4242", { selector: "p" })).toBeNull());
  });

  it("announces a card added on the way back from the provider and cleans the address", async () => {
    renderAt(portal(), "/profile/subscription?setup_id=seti_1&setup_status=succeeded");
    await announced("Card added.");
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/profile/subscription"));
  });

  it("says nothing for a canceled card setup, and still cleans the address", async () => {
    renderAt(portal(), "/profile/subscription?setup_id=seti_1&setup_status=canceled");
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/profile/subscription"));
    await screen.findByText("Lectern Notes");
    expect(screen.queryByText("Card added.")).toBeNull();
  });

  it("shows a full plan (402) with the server's message", async () => {
    const http = portal().on("GET", "v2/subscription/capacity/verify", {
      status: 402,
      headers: {},
      body: { errors: [{ status: "402", title: "Your plan is full", detail: "Delete a recording or upgrade." }] },
    });
    renderAt(http);
    expect(await screen.findByText("Delete a recording or upgrade.")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Recording hours used" }).getAttribute("aria-valuenow")).toBe("100");
  });

  it("shows 'Unlimited' for capacity 0 and warns above 80 %", async () => {
    renderAt(portal().on("GET", "v2/subscription/capacity/verify", capacity(12, 0)));
    expect(await screen.findByText("Unlimited")).toBeTruthy();
    cleanup();
    renderAt(portal().on("GET", "v2/subscription/capacity/verify", capacity(33, 40)));
    expect(await screen.findByText("You are running out of recording hours")).toBeTruthy();
  });

  it("opens the 'Invalid Licence Key' dialog with the spec's text for a refused key", async () => {
    const http = portal().on("POST", "billing/licenses/activate", ok({ data: { attributes: { acknowledge: false } } }));
    renderAt(http);
    fireEvent.change(await screen.findByRole("textbox", { name: "License key" }), { target: { value: "NOT-A-KEY" } });
    fireEvent.click(screen.getByRole("button", { name: "Redeem" }));
    const dialog = await screen.findByRole("alertdialog", { name: AUTH_TEXTS.invalidLicenceTitle });
    expect(within(dialog).getByText(AUTH_TEXTS.invalidLicenceText)).toBeTruthy();
  });

  it("downloads an invoice through the API as a file named by the server", async () => {
    const http = portal().on("GET", "demo/invoices/in_1/document", {
      status: 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-disposition": 'attachment; filename="Lectern-invoice-LECT-0001.html"',
      },
      body: "<!doctype html><p>LECT-0001 £7.99</p>",
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderAt(http);
    fireEvent.click(await screen.findByRole("button", { name: "Download invoice LECT-0001" }));
    await waitFor(() => expect(clicked).toEqual(["Lectern-invoice-LECT-0001.html"]));
    await announced("Lectern-invoice-LECT-0001.html downloaded.");
    expect(document.querySelector('a[href^="demo/"]')).toBeNull();
    click.mockRestore();
  });
});
