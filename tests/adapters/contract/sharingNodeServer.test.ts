import { nodeContractServer } from "./contractBackends";
import { describeSharingContract } from "./sharingContract";

const node = nodeContractServer();

describeSharingContract("sharing contract: AxiosHttp → Node demo server", async () => {
  const { api, keyValue } = node.connect();
  return {
    api,
    keyValue,
    async reset() {
      node.clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
      node.events.clear();
    },
    router: () => node.server().router,
  };
});
