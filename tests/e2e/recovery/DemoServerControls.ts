import { expect } from "@playwright/test";

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface FaultOrder {
  readonly method: Method;
  readonly path: string;
  readonly action: "reply" | "delay" | "drop" | "drop_after_handling" | "delete_session" | "fail_merge" | "hold";
  readonly status?: number;
  readonly times?: number;
  readonly delayMs?: number;
  /** Matching requests let through before the fault applies. */
  readonly after?: number;
}

const decodeBase64 = (text: string): Buffer => Buffer.from(text, "base64");

/** The Node demo server's test controls (LECTERN_DEMO_FAULTS=1): reset, faults and what it holds. */
export class DemoServerControls {
  constructor(private readonly baseUrl: string) {}

  async #call(method: Method, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.baseUrl}/api/${path}`, {
      method,
      headers: { "content-type": "application/vnd.api+json", accept: "application/vnd.api+json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return response;
  }

  /** Back to the seed data, with no fault armed. */
  async reset(): Promise<void> {
    expect((await this.#call("POST", "demo/reset")).status).toBe(200);
  }

  async arm(fault: FaultOrder): Promise<void> {
    const attributes = {
      method: fault.method,
      path: fault.path,
      action: fault.action,
      ...(fault.status === undefined ? {} : { status: fault.status }),
      ...(fault.times === undefined ? {} : { times: fault.times }),
      ...(fault.delayMs === undefined ? {} : { delay_ms: fault.delayMs }),
      ...(fault.after === undefined ? {} : { after: fault.after }),
    };
    const response = await this.#call("POST", "demo/faults", { data: { attributes } });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  /** A fixed latency for every request from now on (not cleared by a reset). */
  async setLatency(ms: number): Promise<void> {
    expect((await this.#call("PUT", "demo/faults/latency", { data: { attributes: { ms } } })).status).toBe(200);
  }

  /** How many requests a hold fault keeps waiting now. */
  async holding(): Promise<number> {
    const response = await this.#call("GET", "demo/faults");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { attributes: { holding: number } } };
    return body.data.attributes.holding;
  }

  /** Lets the requests a hold fault keeps waiting go on; returns how many there were. */
  async release(): Promise<number> {
    const response = await this.#call("POST", "demo/faults/release");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { attributes: { released: number } } };
    return body.data.attributes.released;
  }

  async clearFaults(): Promise<void> {
    await this.#call("DELETE", "demo/faults");
  }

  /** How many slices the stream holds (received_through + 1); 0 before the first. */
  async receivedCount(streamId: string): Promise<number> {
    const response = await this.#call("GET", `demo/media/streams/${streamId}/slices`);
    if (response.status !== 200) return 0;
    const body = (await response.json()) as { data: { attributes: { received_through: number } } };
    return body.data.attributes.received_through + 1;
  }

  /** The slices the stream holds, in order. */
  async slices(streamId: string): Promise<Buffer[]> {
    const response = await this.#call("GET", `demo/media/streams/${streamId}/slices`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { attributes: { slices: string[] } } };
    return body.data.attributes.slices.map(decodeBase64);
  }

  /** The merged file, or null while there is none. */
  async merged(streamId: string): Promise<Buffer | null> {
    const response = await this.#call("GET", `demo/media/streams/${streamId}/merged`);
    if (response.status !== 200) return null;
    return Buffer.from(await response.arrayBuffer());
  }
}
