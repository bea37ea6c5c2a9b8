import type { BillingPrompt } from "@lectern/core/billing/application/BillingPrompt";
import type { BillingDialogText } from "@lectern/core/billing/domain/billingRequest";
import { BILLING_TEXTS } from "@lectern/core/billing/domain/billingTexts";
import { ExternalLink } from "lucide-react";
import { Button, DialogIcon, ModalDialog } from "../../kit";

export interface BillingDialogProps {
  prompt: Pick<BillingPrompt, "openPriceList" | "close">;
  text: BillingDialogText;
}

/**
 * Spec 2 §8: the billing dialog — the server's title and message, 'Open price list' (the price list
 * in a new window) and 'Close'. The only billing dialog: every 402 reaches it through BillingPrompt.
 */
export function BillingDialog({ prompt, text }: BillingDialogProps) {
  return (
    <ModalDialog
      role="alertdialog"
      size="sm"
      title={text.title}
      isOpen
      onOpenChange={(open) => {
        if (!open) prompt.close();
      }}
      image={<DialogIcon kind="warning" />}
      footer={
        <>
          <Button variant="secondary" onPress={() => prompt.close()}>
            {BILLING_TEXTS.close}
          </Button>
          <Button onPress={() => prompt.openPriceList()} autoFocus>
            <ExternalLink size={16} aria-hidden="true" />
            {BILLING_TEXTS.openPriceList}
            <span className="kit-visually-hidden"> (opens in a new window)</span>
          </Button>
        </>
      }
    >
      {text.message !== null ? <p>{text.message}</p> : undefined}
    </ModalDialog>
  );
}
