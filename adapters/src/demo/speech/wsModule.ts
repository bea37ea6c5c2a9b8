import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import type { Duplex } from "node:stream";

/**
 * The narrow part of the `ws` package (a dependency of adapters, pinned at 7.5.14, the version
 * soketi brings too) the demo speech endpoint and its tests use. `ws` ships no types and
 * @types/ws describes ws 8, so it is loaded through require and typed here. Also ready for ws 8:
 * 7 hands text frames over as strings and protocols as an array; 8 passes Buffers with an
 * isBinary flag and protocols as a Set.
 */
export type WsData = string | Buffer | ArrayBuffer | Buffer[];

export interface WsSocket {
  readonly readyState: number;
  readonly protocol: string;
  send(data: string | Uint8Array, callback?: (error?: Error) => void): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: "message", listener: (data: WsData, isBinary?: boolean) => void): this;
  on(event: "close", listener: (code: number, reason: Buffer | string) => void): this;
  on(event: "open", listener: () => void): this;
  on(event: "error", listener: (error: Error) => void): this;
  on(event: "unexpected-response", listener: (request: unknown, response: IncomingMessage) => void): this;
}

export interface WsServer {
  readonly clients: Set<WsSocket>;
  handleUpgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    done: (client: WsSocket, request: IncomingMessage) => void,
  ): void;
  close(): void;
}

export interface WsServerOptions {
  readonly noServer: true;
  readonly handleProtocols?: (protocols: Iterable<string>, request: IncomingMessage) => string | false;
}

interface WsModule {
  new (url: string, protocols?: string | string[]): WsSocket;
  readonly OPEN: number;
  readonly Server: new (options: WsServerOptions) => WsServer;
}

/** `ws`, loaded once on first use. */
let loaded: WsModule | null = null;
export const loadWs = (): WsModule => {
  loaded ??= createRequire(import.meta.url)("ws") as WsModule;
  return loaded;
};

/** A received message's bytes (ws hands them over as a Buffer, an ArrayBuffer or fragments). */
export const bytesOf = (data: WsData): Uint8Array => {
  if (typeof data === "string") return new TextEncoder().encode(data);
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
};

/** Whether a message was a binary frame, in either ws major version. */
export const isBinaryMessage = (data: WsData, isBinary: boolean | undefined): boolean =>
  typeof isBinary === "boolean" ? isBinary : typeof data !== "string";
