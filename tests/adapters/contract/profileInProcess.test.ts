import { openInProcessContractBackend } from "./contractBackends";
import { describeProfileContract } from "./profileContract";

describeProfileContract("profile contract: InProcessHttp → DemoRouter", async () => {
  const { api, keyValue, reset } = await openInProcessContractBackend();
  return { api, keyValue, reset };
});
