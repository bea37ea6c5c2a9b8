import { describeAccountContract } from "./accountContract";
import { nodeContractServer } from "./contractBackends";

const node = nodeContractServer();

describeAccountContract("account contract (settings, devices, archive): AxiosHttp → Node demo server", async () => {
  const { api, keyValue } = node.connect();
  return {
    api,
    keyValue,
    async reset() {
      node.clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
      node.events.clear();
    },
    advance: (ms) => node.clock.advance(ms),
  };
});
