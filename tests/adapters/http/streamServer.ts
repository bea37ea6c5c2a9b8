import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the test answers by hand, piece by piece. */
export interface HeldRequest {
  readonly url: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
  /** Sends the status and headers now (fetch resolves once they arrive). */
  open(status?: number, headers?: Record<string, string>): void;
  /** Writes one piece; resolves once Node has handed it to the socket (its write callback). */
  write(text: string | Uint8Array): Promise<void>;
  end(text?: string): Promise<void>;
  /** Kills the connection where it stands (mid-event, mid-chunk). */
  destroy(): void;
  /** Resolves when the client has gone (the request's connection closed before the answer ended). */
  readonly clientGone: Promise<void>;
}

/**
 * A node:http server whose every request waits for the test: `next()` resolves with the next
 * request, which the test then answers with explicit writes (no timers anywhere).
 */
export const startStreamServer = async () => {
  const waiting: ((held: HeldRequest) => void)[] = [];
  const arrived: HeldRequest[] = [];
  const hold = (incoming: IncomingMessage, outgoing: ServerResponse, body: string): HeldRequest => {
    let finished = false;
    const clientGone = new Promise<void>((resolve) =>
      outgoing.on("close", () => {
        if (!finished) resolve();
      }),
    );
    outgoing.on("finish", () => (finished = true));
    return {
      url: incoming.url ?? "",
      headers: incoming.headers,
      body,
      open(status = 200, headers = { "content-type": "text/event-stream", "cache-control": "no-cache" }) {
        outgoing.writeHead(status, headers);
        outgoing.flushHeaders();
      },
      write: (text) =>
        new Promise<void>((resolve, reject) => outgoing.write(text, (error) => (error ? reject(error) : resolve()))),
      end: (text) => new Promise<void>((resolve) => outgoing.end(text ?? "", () => resolve())),
      destroy: () => incoming.socket.destroy(),
      clientGone,
    };
  };
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const held = hold(incoming, outgoing, Buffer.concat(chunks).toString("utf8"));
      const taker = waiting.shift();
      if (taker) taker(held);
      else arrived.push(held);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The next request to arrive (or the one already waiting). */
    next: (): Promise<HeldRequest> => {
      const ready = arrived.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
