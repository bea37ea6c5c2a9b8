import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import type { AbortSignalLike, HttpPort } from "@lectern/core/ports/HttpPort";
import { ScriptedHttp } from "../../../support/ScriptedHttp";
import { ManualStream } from "./ManualStream";

/** ScriptedHttp's answers, with streams the test feeds by hand. */
export class StreamingHttp implements HttpPort {
  readonly streams: ManualStream[] = [];
  readonly #scripted = new ScriptedHttp();
  readonly sent = this.#scripted.sent;

  on(...args: Parameters<ScriptedHttp["on"]>): this {
    this.#scripted.on(...args);
    return this;
  }

  send(request: WireRequest): Promise<WireResponse> {
    return this.#scripted.send(request);
  }

  stream(request: WireRequest, signal?: AbortSignalLike): AsyncIterable<unknown> {
    const stream = new ManualStream(request, signal);
    this.streams.push(stream);
    return stream;
  }
}
