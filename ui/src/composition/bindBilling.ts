import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { CardProviderSession } from "@lectern/core/billing/application/CardProviderSession";
import { Checkout } from "@lectern/core/billing/application/Checkout";
import { LoadPaymentMethods } from "@lectern/core/billing/application/LoadPaymentMethods";
import { LoadWelcomePlan } from "@lectern/core/billing/application/LoadWelcomePlan";
import { PriceList } from "@lectern/core/billing/application/PriceList";
import { StartCardSetup } from "@lectern/core/billing/application/StartCardSetup";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import type { Container } from "inversify";

/**
 * The billing pages (issue 14): the price list, the checkout, the welcome and the demo card
 * provider's page. Imported by their lazily loaded pages, never by the first load; binds once, and
 * leaves alone what another feature (the profile's cards) bound first. The card provider's page
 * needs only base services: it is open to anyone holding the setup id.
 */
export const bindBilling = (container: Container): void => {
  container.bind(LoadPaymentMethods).toResolvedValue((api: ApiClient) => new LoadPaymentMethods(api), [ApiClient]);
  container.bind(StartCardSetup).toResolvedValue((api: ApiClient) => new StartCardSetup(api), [ApiClient]);
  container.bind(LoadWelcomePlan).toResolvedValue((api: ApiClient) => new LoadWelcomePlan(api), [ApiClient]);
  container
    .bind(PriceList)
    .toResolvedValue(
      (api: ApiClient, auth: AuthSession) => new PriceList(api, () => auth.state.user?.referral ?? null),
      [ApiClient, AuthSession],
    );
  container
    .bind(Checkout)
    .toResolvedValue(
      (
        api: ApiClient,
        cards: LoadPaymentMethods,
        setup: StartCardSetup,
        navigation: NavigationRequests,
        platform: PlatformPort,
      ) => new Checkout(api, cards, setup, navigation, platform),
      [ApiClient, LoadPaymentMethods, StartCardSetup, NavigationRequests, PlatformPort],
    );
  container
    .bind(CardProviderSession)
    .toResolvedValue(
      (api: ApiClient, clock: ClockPort, navigation: NavigationRequests, platform: PlatformPort) =>
        new CardProviderSession(api, clock, navigation, platform),
      [ApiClient, ClockPort, NavigationRequests, PlatformPort],
    );
};
