import { nodeContractServer } from "./contractBackends";
import { describeProfileContract } from "./profileContract";

const node = nodeContractServer();

describeProfileContract("profile contract: AxiosHttp → Node demo server", async () => {
  const { api, keyValue } = node.connect();
  return {
    api,
    keyValue,
    async reset() {
      node.clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
      node.events.clear();
    },
  };
});
