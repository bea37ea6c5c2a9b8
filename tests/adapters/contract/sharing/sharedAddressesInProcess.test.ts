import { resolveObjectURL } from "node:buffer";
import { openInProcessContractBackend } from "../contractBackends";
import type { FetchedMedia } from "../recordSubject";
import { describeSharedAddressesContract } from "./sharedAddressesContract";

/** What a player gets from a blob: URL of the tab (Node keeps object URLs as the browser does). */
const readBlobUrl = async (url: string): Promise<FetchedMedia> => {
  const blob = url.startsWith("blob:") ? resolveObjectURL(url) : undefined;
  if (!blob) return { status: 404, headers: {}, bytes: new Uint8Array() };
  return { status: 200, headers: { "content-type": blob.type }, bytes: new Uint8Array(await blob.arrayBuffer()) };
};

describeSharedAddressesContract("shared addresses contract: InProcessHttp → DemoRouter", async () => {
  const { api, keyValue, backend, clock, reset } = await openInProcessContractBackend();
  return {
    api,
    keyValue,
    transport: "tab",
    reset,
    advance: (ms) => clock.advance(ms),
    router: () => backend.router,
    fetchMedia: readBlobUrl,
    async fetchApiFile(url) {
      // As InProcessNoteFiles reads a note's file: the router, with no token.
      const response = await backend.http.send({ method: "GET", url: url.replace(/^\/api\//, ""), headers: {} });
      return {
        status: response.status,
        headers: response.headers,
        bytes: response.body instanceof Uint8Array ? response.body : new Uint8Array(),
      };
    },
  };
});
