import { describeAccountContract } from "./accountContract";
import { openInProcessContractBackend } from "./contractBackends";

describeAccountContract("account contract (settings, devices, archive): InProcessHttp → DemoRouter", async () => {
  const { api, keyValue, reset, clock } = await openInProcessContractBackend();
  return { api, keyValue, reset, advance: (ms) => clock.advance(ms) };
});
