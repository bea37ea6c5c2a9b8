import { isApiError } from "../../kernel/ApiError";
import { BILLING_TEXTS } from "./billingTexts";

/** What a 402 asks the person to read (spec 2 §8: the server's message or title). */
export interface BillingRequest {
  readonly title: string;
  readonly message: string;
}

/** The billing dialog's words: a title always, and the message only when it says something more. */
export interface BillingDialogText {
  readonly title: string;
  readonly message: string | null;
}

/** A failed call that is a 402 becomes a billing request; anything else is not one (null). */
export const billingRequestOf = (error: unknown): BillingRequest | null =>
  isApiError(error) && error.status === 402 ? { title: error.title, message: error.message } : null;

/** The server sends a title, a message or both; the dialog needs a title either way. */
export const billingDialogTextOf = ({ title, message }: BillingRequest): BillingDialogText => {
  const heading = title.trim() || message.trim() || BILLING_TEXTS.defaultTitle;
  const body = message.trim() && message.trim() !== heading ? message.trim() : null;
  return { title: heading, message: body };
};
