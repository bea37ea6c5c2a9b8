import type Pusher from "pusher";
import type { ChannelAuthorization, ChannelAuthorizer } from "../model/ChannelAuthorizer";

/** Signs private-channel subscriptions with the `pusher` server library, as the real backend does. */
export class PusherChannelAuthorizer implements ChannelAuthorizer {
  constructor(private readonly pusher: Pusher) {}

  async authorize(socketId: string, channel: string): Promise<ChannelAuthorization> {
    return this.pusher.authorizeChannel(socketId, channel);
  }
}
