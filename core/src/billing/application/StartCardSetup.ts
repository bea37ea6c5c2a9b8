import type { ApiClient } from "../../api/ApiClient";
import { CardSetupReply } from "../api/paymentMethodsReply";

/**
 * `POST billing/payment-methods/setup`: asks for the card provider's page. The browser goes there;
 * the provider sends it back to `returnUrl` (an app path) with `setup_id` and `setup_status`.
 */
export class StartCardSetup {
  constructor(private readonly api: ApiClient) {}

  async execute(returnUrl: string): Promise<string> {
    const reply = await this.api.request(
      {
        method: "POST",
        path: "billing/payment-methods/setup",
        body: { data: { type: "customers_payment_methods_setup", attributes: { return_url: returnUrl } } },
      },
      CardSetupReply,
    );
    return reply.data.attributes.url;
  }
}
