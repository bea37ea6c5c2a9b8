// @vitest-environment jsdom
import { RedeemLicenceKey } from "@lectern/core/auth/application/RedeemLicenceKey";
import { routes } from "../../../ui/src/routes";
import { CardProviderSession } from "@lectern/core/billing/application/CardProviderSession";
import { Checkout } from "@lectern/core/billing/application/Checkout";
import { LoadPaymentMethods } from "@lectern/core/billing/application/LoadPaymentMethods";
import { PriceList } from "@lectern/core/billing/application/PriceList";
import { StartCardSetup } from "@lectern/core/billing/application/StartCardSetup";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Container } from "inversify";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { CheckoutPage } from "../../../ui/src/features/billing/CheckoutPage";
import { PriceListPage } from "../../../ui/src/features/billing/PriceListPage";
import { CardProviderPage } from "../../../ui/src/features/billing/cardProvider/CardProviderPage";
import { apiOver } from "../../adapters/contract/contractSubject";
import { aCard, paymentResult } from "../../core/billing/checkoutMother";
import { productsReply, seedCatalogue } from "../../core/billing/productMother";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";
import { installCssEscape } from "../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

/** Where the page's address is, and a way for core's navigation requests to reach the router. */
function Address({ requests }: { requests: { go: (to: string) => void }[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    requests.push({ go: (to) => navigate(to) });
  }, [navigate, requests]);
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

const renderAt = (address: string, http: ScriptedHttp) => {
  const { api } = apiOver(http);
  const routers: { go: (to: string) => void }[] = [];
  const navigation = { go: (to: string) => routers.at(-1)?.go(to) };
  const platform = { assign: () => undefined };
  const container = new Container();
  container.bind(PriceList).toConstantValue(new PriceList(api, () => null));
  container.bind(RedeemLicenceKey).toConstantValue(new RedeemLicenceKey(api));
  container
    .bind(Checkout)
    .toConstantValue(new Checkout(api, new LoadPaymentMethods(api), new StartCardSetup(api), navigation, platform));
  container
    .bind(CardProviderSession)
    .toConstantValue(new CardProviderSession(api, new VirtualClock(Date.UTC(2026, 4, 1)), navigation, platform));
  render(
    <ContainerContext.Provider value={container}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/billing/product" element={<PriceListPage />} />
          <Route path="/billing/buying/:productId/:priceId" element={<CheckoutPage />} />
          <Route path="/demo-card/:setupId" element={<CardProviderPage />} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <Address requests={routers} />
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
};

const catalogue = () => new ScriptedHttp().on("GET", "billing/products", ok(productsReply(seedCatalogue())));

describe("price list page", () => {
  it("shows the plans with the default image, the interval switch and the licence-key area", async () => {
    renderAt("/billing/product", catalogue());
    const notes = await screen.findByRole("article", { name: "Lectern Notes" });
    expect(notes.querySelector("svg.plan-image--default")).not.toBeNull();
    expect(within(notes).getByText("14 days FREE")).toBeTruthy();
    expect(within(notes).getByRole("link", { name: "Start my free 14-day trial" }).getAttribute("href")).toBe(
      "/billing/buying/prod_lectern_notes/price_notes_monthly?trial=true",
    );
    const radios = within(screen.getByRole("radiogroup", { name: "Billing interval" })).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(["Monthly", "Quarterly", "Yearly"]);
    expect(
      within(screen.getByRole("region", { name: "Have a licence key?" })).getByRole("heading", { name: "Lectern DSA" }),
    ).toBeTruthy();

    fireEvent.click(radios[2]!);
    await waitFor(() => expect(within(notes).getByText("£79.99")).toBeTruthy());
    expect(screen.getAllByRole("status").some((status) => status.textContent === "Yearly prices shown.")).toBe(true);
  });

  it("says when the plans could not be loaded, and tries again", async () => {
    const http = new ScriptedHttp().on("GET", "billing/products", {
      status: 500,
      headers: {},
      body: { errors: [{ title: "Plans are down" }] },
    });
    renderAt("/billing/product", http);
    expect(await screen.findByRole("heading", { name: "The plans could not be loaded" })).toBeTruthy();
    expect(screen.getByText("Plans are down")).toBeTruthy();
    http.on("GET", "billing/products", ok(productsReply(seedCatalogue())));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Lectern Pro" })).toBeTruthy();
  });
});

describe("checkout page", () => {
  it("a trial with a saved card: the order, the card chosen, and Start free trial", async () => {
    const http = catalogue().on("GET", "billing/payment-methods", ok({ data: [aCard("8", "4242", true)] }));
    renderAt("/billing/buying/prod_lectern_notes/price_notes_monthly?trial=true", http);
    const order = await screen.findByRole("region", { name: "Your order" });
    expect(order.textContent).toContain("Free for 14 days, then £7.99 / month");
    expect(within(order).getByTestId("due-today").textContent).toBe("£0.00");
    await waitFor(() =>
      expect((screen.getByRole("radio", { name: /Visa ending in 4242 · 12\/30/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(screen.getByRole("button", { name: "Start free trial" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add another card" })).toBeTruthy();
  });

  it("back from the provider with setup_status=canceled says the card was not added", async () => {
    const http = catalogue().on("GET", "billing/payment-methods", ok({ data: [] }));
    renderAt("/billing/buying/prod_lectern_pro/price_pro_monthly?setup_id=s&setup_status=canceled", http);
    expect(await screen.findByText("Card not added.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Subscribe to Lectern Pro" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay £14.99" })).toBeTruthy();
  });

  it("'Add card' goes to the provider's page the server names", async () => {
    const http = catalogue()
      .on("GET", "billing/payment-methods", ok({ data: [] }))
      .on("POST", "billing/payment-methods/setup", ok({ data: { id: "s1", attributes: { url: "/demo-card/s1" } } }));
    renderAt("/billing/buying/prod_lectern_pro/price_pro_monthly", http);
    fireEvent.click(await screen.findByRole("button", { name: "Add card" }));
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/demo-card/s1"));
  });
});

describe("checkout outcomes", () => {
  const withCard = () => catalogue().on("GET", "billing/payment-methods", ok({ data: [aCard("8", "0341", true)] }));

  it("successful_unpaid: the server's message and the way to fix the card; no welcome", async () => {
    const http = withCard().on(
      "POST",
      "billing/subscriptions",
      ok(paymentResult("successful_unpaid", "Your card was declined.", "past_due")),
    );
    renderAt("/billing/buying/prod_lectern_pro/price_pro_monthly", http);
    fireEvent.click(await screen.findByRole("button", { name: "Pay £14.99" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your card was declined.");
    expect(within(alert).getByRole("link", { name: "Update your card" }).getAttribute("href")).toBe(
      "/profile/subscription",
    );
    expect(screen.getByTestId("address").textContent).toBe("/billing/buying/prod_lectern_pro/price_pro_monthly");
  });

  it("409: the server's message with the way to the subscription; successful: the welcome", async () => {
    const http = withCard().on("POST", "billing/subscriptions", {
      status: 409,
      headers: {},
      body: {
        errors: [{ status: "409", title: "You already have a subscription. Change your plan from your profile." }],
      },
    });
    renderAt("/billing/buying/prod_lectern_pro/price_pro_monthly", http);
    fireEvent.click(await screen.findByRole("button", { name: "Pay £14.99" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You already have a subscription. Change your plan from your profile.");
    expect(within(alert).getByRole("link", { name: "See your subscription" })).toBeTruthy();

    http.on("POST", "billing/subscriptions", ok(paymentResult("successful", "Payment successful.", "active")));
    fireEvent.click(screen.getByRole("button", { name: "Pay £14.99" }));
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/billing/congratulation"));
  });
});

describe("card provider page", () => {
  const provider = () =>
    new ScriptedHttp().on(
      "GET",
      "demo/card-provider/setups/s1",
      ok({
        data: {
          id: "s1",
          type: "card_setups",
          attributes: {
            status: "open",
            return_url: "/billing/buying/p/q",
            expires_at: null,
            test_cards: [{ number: "4242 4242 4242 4242", outcome: "Succeeds" }],
          },
        },
      }),
    );

  it("plays another party, outside Lectern's layout, with the test cards listed", async () => {
    const layouts = routes[0]?.children ?? [];
    expect(layouts.some((route) => route.path === "demo-card/:setupId")).toBe(true);
    renderAt("/demo-card/s1", provider());
    expect(await screen.findByRole("heading", { level: 1, name: "Add a card" })).toBeTruthy();
    expect(screen.getByText("Demo card provider")).toBeTruthy();
    expect(screen.getByText("Test mode")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Test card numbers and what they do" });
    expect(within(table).getByText("Succeeds")).toBeTruthy();
  });

  it("every field has a visible label; their errors sit under them and the first one gets the focus", async () => {
    renderAt("/demo-card/s1", provider());
    const number = await screen.findByRole("textbox", { name: "Card number" });
    for (const name of ["Expiry (MM / YY)", "CVC", "Postal code"])
      expect(screen.getByRole("textbox", { name })).toBeTruthy();
    fireEvent.change(number, { target: { value: "4242424242424241" } });
    expect((number as HTMLInputElement).value).toBe("4242 4242 4242 4241");
    fireEvent.click(screen.getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(number.getAttribute("aria-invalid")).toBe("true");
    const describedBy = number.getAttribute("aria-describedby") ?? "";
    const described = describedBy.split(" ").map((id) => document.getElementById(id)?.textContent ?? "");
    expect(described).toContain("Your card number is invalid.");
    expect(screen.getByText("Enter your postal code.")).toBeTruthy();
  });
});
