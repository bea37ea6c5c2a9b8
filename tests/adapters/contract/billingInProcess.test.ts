import { describeBillingContract } from "./billingContract";
import { openInProcessContractBackend } from "./contractBackends";

describeBillingContract("billing contract: InProcessHttp → DemoRouter", async () => {
  const { api, keyValue, backend, clock, reset } = await openInProcessContractBackend();
  return { api, keyValue, clock, reset, router: () => backend.router };
});
