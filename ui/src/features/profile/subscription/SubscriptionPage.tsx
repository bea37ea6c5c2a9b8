import type { Invoice } from "@lectern/core/billing/domain/invoiceView";
import type { BillingOutcome } from "@lectern/core/billing/application/SubscriptionCenter";
import { paymentIssueOf } from "@lectern/core/billing/domain/subscriptionView";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../../hooks/usePageTitle";
import { Alert, Button, PageHeader, useDialogs, useToasts } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { InvoicesSection } from "./InvoicesSection";
import { LicenceKeySection } from "./LicenceKeySection";
import { PaymentMethodsSection } from "./PaymentMethodsSection";
import { PlanSection } from "./PlanSection";
import { saveInvoiceFile } from "./saveInvoiceFile";
import { SUBSCRIPTION_PAGE_TEXTS as TEXTS } from "./subscriptionTexts";
import { UsageSection } from "./UsageSection";
import { useSubscriptionServices } from "./useSubscriptionServices";
import "./SubscriptionPage.css";

/** The query the card provider's page appends on its way back (contract 14 "Card setup"). */
const SETUP_PARAMETERS = ["setup_id", "setup_status"] as const;

/**
 * /profile/subscription (spec 3 §2, issue 14): the plan and its state, usage against capacity,
 * change / cancel / resume, saved cards, invoices and the mini licence-key card — a self-serve
 * billing portal. Each part reads its own service; this page only wires them to the kit.
 */
export function SubscriptionPage() {
  usePageTitle(TEXTS.title);
  const { center, cards, invoices, download, redeem } = useSubscriptionServices();
  const plan = useObservable(center.state$, center.state);
  const cardState = useObservable(cards.state$, cards.state);
  const invoiceState = useObservable(invoices.state$, invoices.state);
  const toasts = useToasts();
  const dialogs = useDialogs();
  const [params, setParams] = useSearchParams();

  const report = (outcome: BillingOutcome) => {
    if (outcome.ok) {
      toasts.show({ text: outcome.message, type: "success" });
      void invoices.refresh();
    } else void dialogs.error(outcome.message, outcome.title);
  };

  // Back from the provider's page: announce a saved card once, and take the query out of the address.
  const setupId = params.get("setup_id");
  const setupStatus = params.get("setup_status");
  const handledSetup = useRef<string | null>(null);
  useEffect(() => {
    if (setupId === null && setupStatus === null) return;
    const key = `${setupId}:${setupStatus}`;
    if (handledSetup.current === key) return;
    handledSetup.current = key;
    setParams(
      (current) => {
        const cleaned = new URLSearchParams(current);
        for (const name of SETUP_PARAMETERS) cleaned.delete(name);
        return cleaned;
      },
      { replace: true },
    );
    void cards.cardSetupReturned(setupStatus).then((message) => {
      if (!message) return;
      toasts.show({ text: message, type: "success" });
      // A new card may settle a payment issue: read the plan again.
      void center.refresh();
    });
  }, [setupId, setupStatus, setParams, cards, center, toasts]);

  const addCard = async () => {
    const outcome = await cards.startCardSetup(TEXTS.returnPath);
    if (!outcome.ok) void dialogs.error(outcome.message, outcome.title);
  };

  const downloadInvoice = async (invoice: Invoice) => {
    const outcome = await download.execute(invoice);
    if (outcome.ok) {
      saveInvoiceFile(outcome.file);
      toasts.show({ text: TEXTS.invoices.downloaded(outcome.file.name), type: "success", small: true });
    } else void dialogs.error(outcome.message, outcome.title);
    return outcome;
  };

  const issue = plan.status === "ready" ? paymentIssueOf(plan.subscription) : null;

  return (
    <div className="subscription-page">
      <PageHeader title={TEXTS.title} description={TEXTS.description} />
      {issue && (
        <Alert
          kind="error"
          title={issue.title}
          actions={
            <Button variant="primary" size="sm" isPending={cardState.startingSetup} onPress={() => void addCard()}>
              {TEXTS.plan.fixCard}
            </Button>
          }
        >
          {issue.message}
        </Alert>
      )}
      <div className="subscription-page__grid">
        <PlanSection center={center} state={plan} report={report} />
        <UsageSection center={center} usage={plan.usage} />
        <PaymentMethodsSection cards={cards} state={cardState} onAddCard={() => void addCard()} report={report} />
        <LicenceKeySection
          redeem={redeem}
          onRedeemed={() => {
            toasts.show({ text: TEXTS.licence.redeemed, type: "success" });
            void center.refresh();
            void invoices.refresh();
          }}
        />
        <InvoicesSection invoices={invoices} state={invoiceState} onDownload={downloadInvoice} />
      </div>
    </div>
  );
}
