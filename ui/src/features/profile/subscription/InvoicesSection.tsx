import type { InvoiceDownload } from "@lectern/core/billing/application/DownloadInvoice";
import {
  type InvoiceList,
  type InvoiceListState,
  hasMoreInvoices,
} from "@lectern/core/billing/application/InvoiceList";
import {
  type Invoice,
  INVOICE_TEXTS,
  invoicePeriodText,
  invoiceStateLabel,
  invoiceTotalText,
  paidText,
} from "@lectern/core/billing/domain/invoiceView";
import type { BadgeTone } from "@lectern/core/billing/domain/subscriptionView";
import { Download, ReceiptText } from "lucide-react";
import { useState } from "react";
import { Alert, Button } from "../../../kit";
import { StateBadge } from "./StateBadge";
import { SectionLoadState } from "./SectionLoadState";
import { SUBSCRIPTION_PAGE_TEXTS } from "./subscriptionTexts";

const TEXTS = SUBSCRIPTION_PAGE_TEXTS.invoices;

const INVOICE_TONES: Record<Invoice["state"], BadgeTone> = {
  draft: "neutral",
  open: "warning",
  paid: "success",
  uncollectible: "danger",
  void: "neutral",
};

interface InvoicesSectionProps {
  readonly invoices: InvoiceList;
  readonly state: InvoiceListState;
  readonly onDownload: (invoice: Invoice) => Promise<InvoiceDownload>;
}

/** The invoices table, a page at a time, each with its document fetched as a file. */
export function InvoicesSection({ invoices, state, onDownload }: InvoicesSectionProps) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (invoice: Invoice) => {
    setDownloading(invoice.id);
    await onDownload(invoice);
    setDownloading(null);
  };
  return (
    <section className="subscription-card subscription-invoices" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading" className="subscription-card__heading">
        {TEXTS.heading}
      </h2>
      <SectionLoadState
        status={state.status}
        error={state.error}
        loadingText={TEXTS.loading}
        failedTitle={TEXTS.loadFailed}
        rows={3}
        rowHeight={40}
        className="subscription-invoices__loading"
        onRetry={() => void invoices.refresh()}
      />
      {state.status === "ready" && state.invoices.length === 0 && (
        <div className="subscription-invoices__none">
          <ReceiptText size={28} aria-hidden="true" />
          <div>
            <h3 className="subscription-invoices__none-title">{TEXTS.noneTitle}</h3>
            <p>{TEXTS.noneText}</p>
          </div>
        </div>
      )}
      {state.status === "ready" && state.invoices.length > 0 && (
        <>
          <div className="subscription-invoices__scroll">
            <table className="subscription-invoices__table">
              <caption className="kit-visually-hidden">{TEXTS.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXTS.columns.number}</th>
                  <th scope="col">{TEXTS.columns.period}</th>
                  <th scope="col">{TEXTS.columns.state}</th>
                  <th scope="col" className="subscription-invoices__number-cell">
                    {TEXTS.columns.total}
                  </th>
                  <th scope="col">{TEXTS.columns.paid}</th>
                  <th scope="col">
                    <span className="kit-visually-hidden">{TEXTS.columns.download}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <th scope="row" className="subscription-invoices__id">
                      {invoice.number}
                    </th>
                    <td>{invoicePeriodText(invoice) ?? TEXTS.notPaid}</td>
                    <td>
                      <StateBadge label={invoiceStateLabel(invoice.state)} tone={INVOICE_TONES[invoice.state]} />
                    </td>
                    <td className="subscription-invoices__number-cell">{invoiceTotalText(invoice)}</td>
                    <td>{paidText(invoice) ?? <span aria-hidden="true">{TEXTS.notPaid}</span>}</td>
                    <td className="subscription-invoices__action">
                      {invoice.downloadLink && (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={INVOICE_TEXTS.download(invoice.number)}
                          isPending={downloading === invoice.id}
                          onPress={() => void download(invoice)}
                        >
                          <Download size={16} aria-hidden="true" />
                          {TEXTS.download}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="subscription-invoices__footer">
            <p className="subscription-invoices__count" aria-live="polite">
              {TEXTS.shown(state.invoices.length, state.totalRecords)}
            </p>
            {hasMoreInvoices(state) && (
              <Button variant="secondary" isPending={state.loadingMore} onPress={() => void invoices.loadMore()}>
                {TEXTS.loadMore}
              </Button>
            )}
          </div>
          {state.error && <Alert kind="error">{state.error}</Alert>}
        </>
      )}
    </section>
  );
}
