import { RedeemLicenceKey } from "@lectern/core/auth/application/RedeemLicenceKey";
import { DownloadInvoice } from "@lectern/core/billing/application/DownloadInvoice";
import { InvoiceList } from "@lectern/core/billing/application/InvoiceList";
import { PaymentMethodsManager } from "@lectern/core/billing/application/PaymentMethodsManager";
import { SubscriptionCenter } from "@lectern/core/billing/application/SubscriptionCenter";
import { useContext, useMemo } from "react";
import { bindSubscription } from "../../../composition/bindSubscription";
import { ContainerContext } from "../../../composition/ContainerContext";

export interface SubscriptionServices {
  readonly center: SubscriptionCenter;
  readonly cards: PaymentMethodsManager;
  readonly invoices: InvoiceList;
  readonly download: DownloadInvoice;
  readonly redeem: RedeemLicenceKey;
}

/** The page's services, bound by this (lazy) page on first use rather than by the first load. */
export function useSubscriptionServices(): SubscriptionServices {
  const container = useContext(ContainerContext);
  if (!container) throw new Error("useSubscriptionServices needs a ContainerContext provider");
  return useMemo(() => {
    bindSubscription(container);
    return {
      center: container.get(SubscriptionCenter),
      cards: container.get(PaymentMethodsManager),
      invoices: container.get(InvoiceList),
      download: container.get(DownloadInvoice),
      redeem: container.get(RedeemLicenceKey),
    };
  }, [container]);
}
