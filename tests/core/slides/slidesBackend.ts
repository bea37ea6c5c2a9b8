import { InProcessFileUpload } from "@lectern/adapters/demo/InProcessFileUpload";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import type { SlideFiles } from "@lectern/core/slides/application/SlideFiles";
import { SlidesCalls } from "@lectern/core/slides/application/slidesCalls";
import { openInProcessContractBackend } from "../../adapters/contract/contractBackends";
import { UploadDriver } from "../../adapters/contract/upload/UploadDriver";

export const PDF_BYTES = new TextEncoder().encode(
  `%PDF-1.4\n${"1 0 obj << /Type /Catalog >> endobj\n".repeat(8)}%%EOF\n`,
);

/**
 * The real in-process demo backend, signed in as the seeded student with one new session: the
 * slides calls, the upload port and a file reader as the app binds them in the demo tab.
 */
export const openSlidesBackend = async () => {
  const contract = await openInProcessContractBackend();
  const { api, keyValue, backend } = contract;
  const driver = new UploadDriver(api, keyValue);
  const owner = SEED_USERS[0];
  await driver.signIn(owner.email, owner.password);
  const sessionId = (await driver.createSession()).data.id;
  // Small slices, so even a few hundred bytes are reported in steps.
  const upload = new InProcessFileUpload(backend.http, keyValue, 64);
  const files: SlideFiles = {
    async read(slideUrl) {
      const response = await backend.http.send({ method: "GET", url: slideUrl.replace(/^\/api\//, ""), headers: {} });
      if (response.status !== 200 || !(response.body instanceof Uint8Array)) throw new Error(`read ${response.status}`);
      return response.body;
    },
  };
  return { ...contract, calls: new SlidesCalls(api), upload, files, sessionId, driver };
};
