import { nodeContractServer } from "./contractBackends";
import { describeSessionListContract } from "./sessionListContract";

const node = nodeContractServer();

describeSessionListContract("session list contract: AxiosHttp → Node demo server", async () => {
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
