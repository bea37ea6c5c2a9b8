import { describeBillingContract } from "./billingContract";
import { nodeContractServer } from "./contractBackends";

const node = nodeContractServer();

describeBillingContract("billing contract: AxiosHttp → Node demo server", async () => {
  const { api, keyValue } = node.connect();
  return {
    api,
    keyValue,
    clock: node.clock,
    async reset() {
      node.clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
      node.server().router.setDemoPlan();
      node.events.clear();
    },
    router: () => node.server().router,
  };
});
