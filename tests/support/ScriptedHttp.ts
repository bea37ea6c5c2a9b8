import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import type { HttpPort } from "@lectern/core/ports/HttpPort";

type Answer = (request: WireRequest) => WireResponse | Promise<WireResponse>;

/** HttpPort double: answers by `METHOD url` (url without query), records every request. */
export class ScriptedHttp implements HttpPort {
  readonly sent: WireRequest[] = [];
  readonly #answers = new Map<string, Answer>();

  on(method: string, url: string, answer: Answer | WireResponse): this {
    this.#answers.set(`${method} ${url}`, typeof answer === "function" ? answer : () => answer);
    return this;
  }

  async send(request: WireRequest): Promise<WireResponse> {
    this.sent.push(request);
    const override = request.headers["X-HTTP-METHOD-OVERRIDE"];
    const key = `${override ?? request.method} ${request.url.split("?")[0]}`;
    const answer = this.#answers.get(key);
    if (!answer) return { status: 404, headers: {}, body: { errors: [{ status: "404", title: `No route ${key}` }] } };
    return answer(request);
  }

  async *stream(): AsyncIterable<unknown> {}
}

export const ok = (body: unknown): WireResponse => ({ status: 200, headers: {}, body });
