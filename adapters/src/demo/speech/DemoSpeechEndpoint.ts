import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { TOKEN_SUBPROTOCOL } from "../../speech/speechProtocol";
import type { DemoSpeechScript } from "./DemoSpeechScript";
import { CLOSE_CODES, audioContainerOf, controlMessageOf, listenParamsProblem } from "./listenRequest";
import {
  REPLAY_START,
  type ReplayState,
  type SpeechResult,
  type SpeechScript,
  replayFlush,
  replayStep,
} from "./speechScript";
import { type WsSocket, bytesOf, isBinaryMessage, loadWs } from "./wsModule";

/** Where the demo speech service listens, on the demo server's own port. */
export const DEMO_SPEECH_PATH = "/api/demo/speech/listen";

export interface DemoSpeechEndpoint {
  /** Stops taking connections and drops the open ones (upgraded sockets outlive the HTTP server's close). */
  close(): void;
}

/** Answers the key's `token` subprotocol as the provider does; any key is accepted in the demo. */
const pickProtocol = (offered: Iterable<string>): string | false =>
  [...offered].includes(TOKEN_SUBPROTOCOL) ? TOKEN_SUBPROTOCOL : false;

const concatBytes = (first: Uint8Array, second: Uint8Array): Uint8Array => {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
};

/** One listen connection: the spec's parameters, an Ogg or WebM stream, then the script paced by its audio. */
const serve = (client: WsSocket, query: URLSearchParams, script: SpeechScript): void => {
  const problem = listenParamsProblem(query);
  if (problem) {
    client.close(CLOSE_CODES.policyViolation, problem);
    return;
  }
  let replay: ReplayState = REPLAY_START;
  // The stream's first bytes, kept until they tell its container; null once it is known.
  let head: Uint8Array | null = new Uint8Array();
  const say = (result: SpeechResult | null) => {
    if (result && client.readyState === loadWs().OPEN) client.send(JSON.stringify(result));
  };
  client.on("message", (data, isBinary) => {
    if (!isBinaryMessage(data, isBinary)) {
      const control = controlMessageOf(typeof data === "string" ? data : new TextDecoder().decode(bytesOf(data)));
      if (control === null) {
        client.close(CLOSE_CODES.unsupportedData, "Text messages must be KeepAlive, Finalize or CloseStream.");
        return;
      }
      if (control === "KeepAlive") return;
      const flushed = replayFlush(script, replay);
      replay = flushed.state;
      say(flushed.result);
      if (control === "CloseStream") client.close(CLOSE_CODES.normal, "Stream closed.");
      return;
    }
    const bytes = bytesOf(data);
    if (bytes.length === 0) return;
    if (head !== null) {
      head = concatBytes(head, bytes);
      const container = audioContainerOf(head);
      if (container === null) {
        client.close(CLOSE_CODES.unsupportedData, "The audio must be an Ogg or WebM stream.");
        return;
      }
      if (container === "more") return;
      head = null;
    }
    const stepped = replayStep(script, replay);
    replay = stepped.state;
    say(stepped.result);
  });
  client.on("error", () => client.terminate());
};

/**
 * Mounts the demo speech-to-text service on the demo server (`ws` in noServer mode, on the
 * `upgrade` event, only at DEMO_SPEECH_PATH). It speaks the provider's protocol (spec 2 §7) but,
 * unable to recognise speech, replays `script` (see speechScript.ts for the pacing).
 */
export const attachDemoSpeech = (server: Server, script: DemoSpeechScript): DemoSpeechEndpoint => {
  const ws = loadWs();
  const wss = new ws.Server({ noServer: true, handleProtocols: (offered) => pickProtocol(offered) });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? "/", "http://demo.invalid");
    if (url.pathname !== DEMO_SPEECH_PATH) {
      // Another upgrade handler may own the path; with none, answer rather than leave the socket hanging.
      if (server.listenerCount("upgrade") === 1) {
        socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      }
      return;
    }
    const current = script.current;
    wss.handleUpgrade(request, socket, head, (client) => serve(client, url.searchParams, current));
  };
  server.on("upgrade", onUpgrade);
  return {
    close() {
      server.off("upgrade", onUpgrade);
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
};
