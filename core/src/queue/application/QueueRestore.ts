import type { ClockPort } from "../../ports/ClockPort";
import type { QueueItem } from "../domain/QueueItem";
import { restoredQueueItem } from "../domain/queueItemMachines";
import type { QueueHost } from "./QueueHost";
import type { QueueItems } from "./QueueItems";
import type { QueueServerCalls } from "./QueueServerCalls";
import type { UploadLoop } from "./UploadLoop";

/**
 * The restore pass of spec 2 §4.8, run once when the queue starts: orphan slices deleted, every stored
 * item loaded with its slices (finished and not started when it was local), then one list call to
 * rebuild the flags of the items the server knows.
 */
export class QueueRestore {
  constructor(
    private readonly host: QueueHost,
    private readonly items: QueueItems,
    private readonly calls: QueueServerCalls,
    private readonly clock: ClockPort,
    private readonly loop: UploadLoop,
  ) {}

  async run(generation: number): Promise<void> {
    const { host, items } = this;
    const { store } = host;
    await host.storeOp(() => store.deleteOrphanChunks());
    const ownerId = host.ownerId();
    const everyone = await host.storeOp(() => store.listItems());
    const claimed = await this.#claim(generation, everyone);
    // Another user's recordings stay on the device, untouched, until they sign in here again.
    const stored = everyone.flatMap((item) =>
      item.ownerId === ownerId ? [item] : claimed.has(item.id) ? [{ ...item, ownerId }] : [],
    );
    const now = this.clock.now();
    for (const item of stored) {
      // Added by a recorder while this restore ran: it is live, not left over from before.
      if (items.has(item.id)) continue;
      const chunks = await host.storeOp(() => store.listChunks(item.id));
      if (generation !== host.generation()) return;
      if (items.has(item.id)) continue;
      const machine = restoredQueueItem(item, chunks, now);
      items.chunks.load(item.id, chunks);
      items.add(machine);
      const flagged = machine.item.sessionId === null ? chunks.filter((chunk) => chunk.isUploaded) : [];
      if (flagged.length > 0) {
        await host.storeOp(() =>
          store.setUploaded(
            flagged.map((chunk) => chunk.id),
            false,
          ),
        );
      }
      await host.storeOp(() => store.putItem(machine.item));
    }
    await this.#sync(generation);
  }

  /**
   * Items stored before owners were kept: one whose server session the signed-in user's own session
   * list returns is theirs (the server lists only its caller's sessions), and is claimed. The others —
   * never created on the server, or someone else's — stay on the device unsent, whoever signs in.
   */
  async #claim(generation: number, items: readonly QueueItem[]): Promise<ReadonlySet<string>> {
    const unowned = items.filter((item) => (item.ownerId ?? null) === null && item.sessionId !== null);
    if (unowned.length === 0 || this.host.isOffline()) return new Set();
    let theirs;
    try {
      theirs = await this.host.serially(generation, () =>
        this.calls.listSessions(unowned.map((item) => item.sessionId!)),
      );
    } catch {
      // Asked again at the next start.
      return new Set();
    }
    if (theirs === null) return new Set();
    return new Set(unowned.filter((item) => theirs.has(item.sessionId!)).map((item) => item.id));
  }

  /** One list call for every item with a server id; an item it could not answer for asks again before uploading. */
  async #sync(generation: number): Promise<void> {
    const waiting = [...this.items.all()].filter((machine) => !machine.synced);
    const sessionIds = waiting.flatMap((machine) => (machine.item.sessionId === null ? [] : [machine.item.sessionId]));
    if (sessionIds.length === 0 || this.host.isOffline()) return;
    let sessions;
    try {
      sessions = await this.host.serially(generation, () => this.calls.listSessions(sessionIds));
    } catch {
      return;
    }
    if (sessions === null) return;
    for (const machine of waiting) {
      if (generation !== this.host.generation()) return;
      const sessionId = machine.item.sessionId;
      if (sessionId === null) continue;
      const next = this.items.transition(machine.item.id, {
        type: "sessionSynced",
        session: sessions.get(sessionId) ?? null,
      });
      await this.loop.run(generation, machine.item.id, next);
    }
  }
}
