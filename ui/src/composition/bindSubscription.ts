import { ApiClient } from "@lectern/core/api/ApiClient";
import { DownloadInvoice } from "@lectern/core/billing/application/DownloadInvoice";
import { InvoiceList } from "@lectern/core/billing/application/InvoiceList";
import { PaymentMethodsManager } from "@lectern/core/billing/application/PaymentMethodsManager";
import { SubscriptionCenter } from "@lectern/core/billing/application/SubscriptionCenter";
import { planDate } from "@lectern/core/billing/domain/subscriptionView";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import type { Container } from "inversify";

/**
 * /profile/subscription: the plan, cards and invoices services. Imported by the lazily loaded page,
 * never by the first load; binds once, and later visits reuse what the first bound.
 */
export const bindSubscription = (container: Container): void => {
  container
    .bind(SubscriptionCenter)
    .toResolvedValue((api: ApiClient) => new SubscriptionCenter(api, planDate), [ApiClient]);
  container
    .bind(PaymentMethodsManager)
    .toResolvedValue(
      (api: ApiClient, navigation: NavigationRequests, platform: PlatformPort) =>
        new PaymentMethodsManager(api, navigation, platform),
      [ApiClient, NavigationRequests, PlatformPort],
    );
  container.bind(InvoiceList).toResolvedValue((api: ApiClient) => new InvoiceList(api), [ApiClient]);
  container.bind(DownloadInvoice).toResolvedValue((api: ApiClient) => new DownloadInvoice(api), [ApiClient]);
};
