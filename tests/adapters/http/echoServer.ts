import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
  /** Parts of a multipart body: text values as strings, files as { name, type, text }. */
  readonly parts: readonly (readonly [string, string | { name: string; type: string; text: string }])[];
}

type Special = (incoming: IncomingMessage, outgoing: ServerResponse, received: Received) => boolean;

/**
 * A tiny node:http server that answers every request with what it received (method, url, headers,
 * body, multipart parts). `special` can take over a path (streams, odd statuses, silence).
 */
export const startEchoServer = async (special: Special = () => false) => {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const bytes = Buffer.concat(chunks);
      const parts: [string, string | { name: string; type: string; text: string }][] = [];
      const contentType = incoming.headers["content-type"] ?? "";
      if (contentType.startsWith("multipart/form-data")) {
        const form = await new Request("http://echo.invalid/", {
          method: "POST",
          headers: { "content-type": contentType },
          body: new Uint8Array(bytes),
        }).formData();
        for (const [field, value] of form.entries()) {
          parts.push([
            field,
            typeof value === "string" ? value : { name: value.name, type: value.type, text: await value.text() },
          ]);
        }
      }
      const received: Received = {
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        headers: incoming.headers,
        body: bytes.toString("utf8"),
        parts,
      };
      if (special(incoming, outgoing, received)) return;
      outgoing.writeHead(200, { "content-type": "application/json" });
      outgoing.end(JSON.stringify(received));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
