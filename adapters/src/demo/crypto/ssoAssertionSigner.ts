import { base64 } from "./base64";
import { randomToken } from "./randomToken";

/** What the stand-in identity provider vouches for: this address signed in at this organisation's provider. */
export interface SsoClaims {
  readonly email: string;
  readonly organisation: string;
  readonly provider: string;
}

/** An assertion is handed over at once; two minutes cover a slow redirect, not a stolen copy kept for later. */
export const SSO_ASSERTION_LIFETIME_MS = 2 * 60 * 1000;

interface SignedClaims extends SsoClaims {
  readonly expiresAt: number;
  readonly nonce: string;
}

const encoder = new TextEncoder();
const toUrl = (text: string): string => text.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromUrl = (text: string): string => text.replace(/-/g, "+").replace(/_/g, "/");

const isSigned = (value: unknown): value is SignedClaims => {
  const claims = value as Partial<SignedClaims> | null;
  return (
    typeof claims === "object" &&
    claims !== null &&
    typeof claims.email === "string" &&
    typeof claims.organisation === "string" &&
    typeof claims.provider === "string" &&
    typeof claims.expiresAt === "number" &&
    typeof claims.nonce === "string"
  );
};

/**
 * Signs and checks the stand-in provider's assertions (`payload.signature`, HMAC-SHA-256) with a
 * key made in this backend's memory and never exported, so nothing outside it can forge one. Each
 * assertion is accepted once, within its lifetime. WebCrypto, so the tab and Node run the same code.
 */
export class SsoAssertionSigner {
  #key: Promise<CryptoKey> | null = null;
  /** Accepted nonces until their assertion expires: a replay is refused. */
  readonly #used = new Map<string, number>();

  #hmac(): Promise<CryptoKey> {
    this.#key ??= globalThis.crypto.subtle.generateKey({ name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    return this.#key;
  }

  async sign(claims: SsoClaims, now: number): Promise<string> {
    const signed: SignedClaims = { ...claims, expiresAt: now + SSO_ASSERTION_LIFETIME_MS, nonce: randomToken(16) };
    const payload = toUrl(base64.encode(encoder.encode(JSON.stringify(signed))));
    const signature = await globalThis.crypto.subtle.sign("HMAC", await this.#hmac(), encoder.encode(payload));
    return `${payload}.${toUrl(base64.encode(new Uint8Array(signature)))}`;
  }

  /** The claims of a genuine, unexpired, unused assertion (marked used), or null. */
  async accept(assertion: string, now: number): Promise<SsoClaims | null> {
    const [payload, signature, extra] = assertion.split(".");
    if (!payload || !signature || extra !== undefined) return null;
    let claims: unknown;
    try {
      const genuine = await globalThis.crypto.subtle.verify(
        "HMAC",
        await this.#hmac(),
        base64.decode(fromUrl(signature)),
        encoder.encode(payload),
      );
      if (!genuine) return null;
      claims = JSON.parse(new TextDecoder().decode(base64.decode(fromUrl(payload))));
    } catch {
      return null;
    }
    if (!isSigned(claims) || claims.expiresAt <= now || this.#used.has(claims.nonce)) return null;
    for (const [nonce, expiresAt] of this.#used) if (expiresAt <= now) this.#used.delete(nonce);
    this.#used.set(claims.nonce, claims.expiresAt);
    return { email: claims.email, organisation: claims.organisation, provider: claims.provider };
  }
}
