import type Pusher from "pusher";
import type { RealtimePublisher } from "../RealtimePublisher";

/** Publishes the demo server's real-time events to a Pusher-protocol server (soketi in tests). */
export class PusherPublisher implements RealtimePublisher {
  constructor(private readonly pusher: Pusher) {}

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    await this.pusher.trigger(channel, event, data);
  }
}
