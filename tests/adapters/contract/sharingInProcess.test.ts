import { openInProcessContractBackend } from "./contractBackends";
import { describeSharingContract } from "./sharingContract";

describeSharingContract("sharing contract: InProcessHttp → DemoRouter", async () => {
  const { api, keyValue, backend, reset } = await openInProcessContractBackend();
  return { api, keyValue, reset, router: () => backend.router };
});
