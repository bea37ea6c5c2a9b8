import { nodeContractServer } from "./contractBackends";
import { FetchFileUpload } from "./slides/FetchFileUpload";
import { describeSlidesContract } from "./slidesContract";

const node = nodeContractServer();

describeSlidesContract("slides contract: AxiosHttp + a raw PUT over HTTP → Node demo server", async () => {
  const { api, keyValue } = node.connect();
  return {
    api,
    keyValue,
    upload: new FetchFileUpload(node.server().url, keyValue),
    async readFile(address) {
      const response = await fetch(new URL(address, node.server().url));
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get("content-type") ?? "", bytes };
    },
    events: node.events,
    advance: (ms) => node.clock.advance(ms),
    async reset() {
      node.clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
      node.events.clear();
    },
    router: () => node.server().router,
  };
});
