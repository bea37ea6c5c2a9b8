import type { ApiClient } from "../../api/ApiClient";
import { PaymentMethodsReply, toPaymentMethods } from "../api/paymentMethodsReply";
import type { PaymentMethod } from "../domain/paymentMethod";

/** `GET billing/payment-methods`: the signed-in user's saved cards. */
export class LoadPaymentMethods {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<readonly PaymentMethod[]> {
    const reply = await this.api.request({ method: "GET", path: "billing/payment-methods" }, PaymentMethodsReply);
    return toPaymentMethods(reply);
  }
}
