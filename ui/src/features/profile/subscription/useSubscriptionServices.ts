import { RedeemLicenceKey } from "@lectern/core/auth/application/RedeemLicenceKey";
import { DownloadInvoice } from "@lectern/core/billing/application/DownloadInvoice";
import { InvoiceList } from "@lectern/core/billing/application/InvoiceList";
import { PaymentMethodsManager } from "@lectern/core/billing/application/PaymentMethodsManager";
import { SubscriptionCenter } from "@lectern/core/billing/application/SubscriptionCenter";
import { useService } from "../../../reactive/useService";

export interface SubscriptionServices {
  readonly center: SubscriptionCenter;
  readonly cards: PaymentMethodsManager;
  readonly invoices: InvoiceList;
  readonly download: DownloadInvoice;
  readonly redeem: RedeemLicenceKey;
}

/** The page's services, bound by the composition root when its route loads ("subscription"). */
export function useSubscriptionServices(): SubscriptionServices {
  return {
    center: useService(SubscriptionCenter),
    cards: useService(PaymentMethodsManager),
    invoices: useService(InvoiceList),
    download: useService(DownloadInvoice),
    redeem: useService(RedeemLicenceKey),
  };
}
