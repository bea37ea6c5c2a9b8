import { InProcessFileUpload } from "@lectern/adapters/demo/InProcessFileUpload";
import { openInProcessContractBackend } from "./contractBackends";
import { describeSlidesContract } from "./slidesContract";

describeSlidesContract("slides contract: InProcessHttp + InProcessFileUpload → DemoRouter", async () => {
  const { api, keyValue, backend, clock, events, reset } = await openInProcessContractBackend();
  return {
    api,
    keyValue,
    // Small slices, so even the test's few hundred bytes are read (and reported) in steps.
    upload: new InProcessFileUpload(backend.http, keyValue, 64),
    async readFile(address) {
      const response = await backend.http.send({ method: "GET", url: address.replace(/^\/api\//, ""), headers: {} });
      const bytes = response.body instanceof Uint8Array ? response.body : new Uint8Array();
      return { status: response.status, type: response.headers["content-type"] ?? "", bytes };
    },
    events,
    advance: (ms) => clock.advance(ms),
    reset,
    router: () => backend.router,
  };
});
