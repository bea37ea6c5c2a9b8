import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { MemoryDemoMediaStore } from "@lectern/adapters/demo/media/MemoryDemoMediaStore";
import { type DemoBackend, openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { InProcessRealtimeHub } from "@lectern/adapters/realtime/InProcessRealtimeHub";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { apiOver } from "../../contract/contractSubject";
import { ManualNow } from "../../contract/ManualNow";
import { RecordingPublisher } from "../../contract/upload/RecordingPublisher";
import { UploadDriver } from "../../contract/upload/UploadDriver";

export const SEED = SEED_USERS[0];

/** An in-process demo backend whose snapshot and media outlive it, so a test can open it again (a reload). */
export class ProcessingWorld {
  readonly clock = new ManualNow();
  readonly events = new RecordingPublisher();
  readonly persistence = new MemoryDemoPersistence();
  readonly media = new MemoryDemoMediaStore();
  readonly hub = new InProcessRealtimeHub();

  async open(): Promise<{ backend: DemoBackend; driver: UploadDriver }> {
    const backend = await openDemoBackend({
      persistence: this.persistence,
      media: this.media,
      now: this.clock.now,
      publisher: this.events,
      whispers: this.hub,
    });
    const { api, keyValue } = apiOver(backend.http);
    const driver = new UploadDriver(api, keyValue);
    await driver.signIn(SEED.email, SEED.password);
    return { backend, driver };
  }

  /** The events of one name on one channel, as published so far. */
  published(channel: string, event: string): unknown[] {
    return this.events.events.filter((e) => e.channel === channel && e.event === event).map((e) => e.data);
  }
}

export const viewChannel = (sessionId: string): string => `private-users-${SEED.id}.sessions-${sessionId}`;
export const listChannel = `private-users-${SEED.id}.sessions`;
