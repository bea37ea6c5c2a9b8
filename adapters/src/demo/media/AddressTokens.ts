import { randomToken } from "../crypto/randomToken";
import { type AddressGrant, MEDIA_ADDRESS_TIMES, type Redeemed } from "./MediaAddresses";

const PRUNE_EVERY_MS = 60_000;
const MAX_TOKENS = 20_000;

interface Issued<T> {
  readonly value: T;
  readonly grant: AddressGrant;
  readonly issuedAt: number;
  expiresAt: number;
}

/**
 * The addresses a backend handed out (issue 19): a random token per reply, standing for `value`
 * under `grant`, in memory only — like a signed URL's signature, nothing in the token says what it
 * grants, and a restart forgets them all. Using one checks its time, then its grant; each use moves
 * its end as MEDIA_ADDRESS_TIMES says. Lapsed tokens are kept one more lifetime, so they answer
 * "expired" (410) rather than "unknown", then dropped when a new one is issued.
 */
export class AddressTokens<T> {
  readonly #issued = new Map<string, Issued<T>>();
  #prunedAt = -Infinity;

  issue(value: T, grant: AddressGrant): string {
    const now = grant.now();
    // A reply may hand out many addresses (a list of notes): the lapsed ones are looked for once a minute.
    if (now - this.#prunedAt >= PRUNE_EVERY_MS) {
      this.#prunedAt = now;
      for (const [token, issued] of this.#issued) {
        if (issued.expiresAt + MEDIA_ADDRESS_TIMES.lifetime <= now) this.#issued.delete(token);
      }
    }
    // However many are live, the oldest go first past MAX_TOKENS: memory stays bounded.
    for (const oldest of this.#issued.keys()) {
      if (this.#issued.size < MAX_TOKENS) break;
      this.#issued.delete(oldest);
    }
    const token = randomToken(24);
    this.#issued.set(token, { value, grant, issuedAt: now, expiresAt: now + MEDIA_ADDRESS_TIMES.lifetime });
    return token;
  }

  redeem(token: string): Redeemed<T> {
    const issued = this.#issued.get(token);
    if (!issued) return { kind: "unknown" };
    const now = issued.grant.now();
    if (now >= issued.expiresAt) return { kind: "expired" };
    if (!issued.grant.allows()) return { kind: "forbidden", value: issued.value };
    issued.expiresAt = Math.min(issued.issuedAt + MEDIA_ADDRESS_TIMES.longestUse, now + MEDIA_ADDRESS_TIMES.lifetime);
    return { kind: "ok", value: issued.value, grant: issued.grant };
  }

  /** Forgets the tokens whose value or grant matches (their stream is gone; their access is gone). */
  drop(matches: (value: T, grant: AddressGrant) => boolean): void {
    for (const [token, issued] of this.#issued) if (matches(issued.value, issued.grant)) this.#issued.delete(token);
  }
}
