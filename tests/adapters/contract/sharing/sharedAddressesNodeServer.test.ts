import { nodeContractServer } from "../contractBackends";
import type { FetchedMedia } from "../recordSubject";
import { describeSharedAddressesContract } from "./sharedAddressesContract";

const node = nodeContractServer();

/** A GET as a player, a download link or an <img> makes it: no token, no X-SHARED-ID. */
const fetchMedia = async (url: string, headers: Readonly<Record<string, string>> = {}): Promise<FetchedMedia> => {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
};

describeSharedAddressesContract("shared addresses contract: AxiosHttp → Node demo server", async () => {
  const { api, keyValue } = node.connect();
  return {
    api,
    keyValue,
    transport: "http",
    async reset() {
      node.clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
      node.events.clear();
    },
    advance: (ms) => node.clock.advance(ms),
    router: () => node.server().router,
    fetchMedia,
    fetchApiFile: (url) => fetchMedia(new URL(url, node.server().url).href),
  };
});
