import { loadWs, type WsSocket } from "@lectern/adapters/demo/speech/wsModule";

export interface Closed {
  readonly code: number;
  readonly reason: string;
}

/** A Node `ws` client of the demo speech endpoint that collects what comes back. */
export class SpeechClient {
  readonly messages: Record<string, unknown>[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<Closed>;
  readonly socket: WsSocket;
  /** The HTTP status when the server refused the upgrade. */
  refusedWith: number | null = null;

  constructor(url: string, protocols?: string[]) {
    const Ws = loadWs();
    this.socket = protocols ? new Ws(url, protocols) : new Ws(url);
    this.opened = new Promise((resolve, reject) => {
      this.socket.on("open", () => resolve());
      this.socket.on("error", (error) => reject(error));
    });
    this.opened.catch(() => undefined);
    this.closed = new Promise((resolve) => {
      this.socket.on("close", (code, reason) => resolve({ code, reason: String(reason) }));
    });
    this.socket.on("unexpected-response", (_request, response) => {
      this.refusedWith = response.statusCode ?? null;
      this.socket.terminate();
    });
    this.socket.on("message", (data) => {
      this.messages.push(JSON.parse(String(data)) as Record<string, unknown>);
    });
  }

  send(data: string | Uint8Array): void {
    this.socket.send(data);
  }

  /** Waits until `count` messages arrived (or the socket closed). */
  async waitFor(count: number, timeoutMs = 5_000): Promise<Record<string, unknown>[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.messages;
  }

  close(): void {
    this.socket.close(1000);
  }
}

/** An Ogg page header (the container StreamingSpeech's recorder opens with) plus some payload. */
export const oggSlice = (size = 64): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set([0x4f, 0x67, 0x67, 0x53]);
  return bytes;
};

export const webmSlice = (size = 64): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return bytes;
};

/** A later slice: audio data with no container header. */
export const audioSlice = (size = 300, fill = 7): Uint8Array => new Uint8Array(size).fill(fill);
