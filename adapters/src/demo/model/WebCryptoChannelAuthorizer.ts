import type { ChannelAuthorization, ChannelAuthorizer } from "./ChannelAuthorizer";

/**
 * The Pusher private-channel signature (`key:HMAC-SHA256-hex(secret, "socket_id:channel")`) computed
 * with WebCrypto, byte-for-byte what `pusher.authorizeChannel` returns (checked by a test).
 */
export class WebCryptoChannelAuthorizer implements ChannelAuthorizer {
  constructor(
    private readonly key: string,
    private readonly secret: string,
  ) {}

  async authorize(socketId: string, channel: string): Promise<ChannelAuthorization> {
    const encoder = new TextEncoder();
    const hmacKey = await globalThis.crypto.subtle.importKey(
      "raw",
      encoder.encode(this.secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const signature = await globalThis.crypto.subtle.sign("HMAC", hmacKey, encoder.encode(`${socketId}:${channel}`));
    const hex = Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, "0")).join("");
    return { auth: `${this.key}:${hex}` };
  }
}
