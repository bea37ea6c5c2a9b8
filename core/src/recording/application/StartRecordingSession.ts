import type { ApiClient } from "../../api/ApiClient";
import { type BillingRequest, billingRequestOf } from "../../billing/domain/billingRequest";
import type { NetworkMonitor } from "../../network/application/NetworkMonitor";
import { firstValueFrom } from "rxjs";
import { QueueServerCalls } from "../../queue/application/QueueServerCalls";
import type { UploadQueueContract } from "../../queue/application/UploadQueueContract";
import { uploadCalls } from "../../queue/application/uploadCalls";
import { StartedSessionReply, startSessionCall } from "./startedSessionReply";

/** How a recording's session began (spec 3 §4 "Session lifecycle", spec 2 §4.1). */
export type SessionStart =
  /** Created and started on the server: highlights and notes can be saved at once. */
  | {
      readonly kind: "server";
      readonly sessionId: string;
      /** Set when the user joins another's session as a participant (spec 2 §6). */
      readonly parentId?: string | null;
      /** A reused session keeps its own name and description (spec 3 §4, spec 2 §4.12). */
      readonly name?: string;
      readonly description?: string | null;
    }
  /** Offline, or the server failed: a local placeholder, which the upload queue creates later. */
  | { readonly kind: "local" }
  /** The plan's capacity is used up (402): the recording does not start (spec 2 §8). */
  | { readonly kind: "billing"; readonly title: string; readonly message: string };

/**
 * Verifies the plan's capacity, then asks the server to start a session (spec 3 §7 POST sessions/start),
 * which answers the user's active session when there is one (spec 3 §4 "If a session is already active
 * it is reused") — with its own name, description and parent — or a new one already started. Offline or
 * on any failure but a 402 the recording goes on with a local placeholder, so a lecture is never lost to
 * a server problem; the upload queue creates the session when it can.
 */
export class StartRecordingSession {
  readonly #calls: QueueServerCalls;

  constructor(
    private readonly api: ApiClient,
    private readonly network: Pick<NetworkMonitor, "status">,
    /** This device's recordings still in the upload queue: their sessions are never reused. */
    private readonly queue?: Pick<UploadQueueContract, "state$">,
  ) {
    this.#calls = new QueueServerCalls(api);
  }

  /** Spec 2 §7 "save session (name, geo)". */
  async saveName(sessionId: string, name: string): Promise<void> {
    await this.api.send({
      method: "PATCH",
      path: `sessions/${sessionId}`,
      body: { data: { type: "sessions", id: sessionId, attributes: { name } } },
    });
  }

  /** Spec 2 §4.1: after a finish, is there capacity left? A 402 comes back as the billing request. */
  async recheckCapacity(): Promise<BillingRequest | null> {
    if (this.network.status === "Offline") return null;
    try {
      await this.api.send({ method: "GET", path: uploadCalls.verifyCapacity() });
      return null;
    } catch (error) {
      return billingRequestOf(error);
    }
  }

  async execute(name: string, startedAt: number, organizationId: string | null): Promise<SessionStart> {
    if (this.network.status === "Offline") return { kind: "local" };
    try {
      await this.api.send({ method: "GET", path: uploadCalls.verifyCapacity() });
      const reply = await this.api.request(startSessionCall(name, startedAt, organizationId), StartedSessionReply);
      const { id, attributes, relationships } = reply.data;
      if (await this.#isQueued(String(id))) {
        // The active session is a recording of this device whose end is still queued (the queue ends
        // it on its next check): a new recording must not join it, so it gets a session of its own.
        const sessionId = await this.#calls.createSession(name, startedAt, organizationId);
        await this.#calls.startSession(sessionId, startedAt);
        return { kind: "server", sessionId, parentId: null, name, description: null };
      }
      const parent = relationships?.parent?.data?.id ?? attributes?.parent_id ?? null;
      return {
        kind: "server",
        sessionId: String(id),
        parentId: parent === null ? null : String(parent),
        name: attributes?.name ?? undefined,
        description: attributes?.description ?? null,
      };
    } catch (error) {
      const billing = billingRequestOf(error);
      return billing ? { kind: "billing", ...billing } : { kind: "local" };
    }
  }

  async #isQueued(sessionId: string): Promise<boolean> {
    if (!this.queue) return false;
    const state = await firstValueFrom(this.queue.state$);
    return state.entries.some((entry) => entry.sessionId === sessionId);
  }
}
