/** The body pusher-js expects back from broadcasting/auth. */
export interface ChannelAuthorization {
  readonly auth: string;
  readonly channel_data?: string;
}

/**
 * Signs a private-channel subscription. The Node server uses the `pusher` library; the browser demo
 * uses WebCryptoChannelAuthorizer, because the `pusher` package is Node-only (node:crypto, node-fetch).
 */
export interface ChannelAuthorizer {
  authorize(socketId: string, channel: string): Promise<ChannelAuthorization>;
}
