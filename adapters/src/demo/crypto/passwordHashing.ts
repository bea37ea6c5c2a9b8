import type { DemoPasswordHash } from "../db/DemoSnapshot";
import { base64 } from "./base64";

/**
 * PBKDF2 through WebCrypto (works in browsers and Node 20). The iteration count is stored with every
 * hash so it can be raised later without invalidating existing accounts; it is kept moderate because
 * the demo database sits in the visitor's own browser and tests hash many passwords.
 */
export const PBKDF2_ITERATIONS = 100_000;
const HASH_BITS = 256;

const derive = async (password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> => {
  const key = await globalThis.crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
};

export const hashPassword = async (password: string, iterations = PBKDF2_ITERATIONS): Promise<DemoPasswordHash> => {
  const salt = new Uint8Array(16);
  globalThis.crypto.getRandomValues(salt);
  const hash = await derive(password, salt, iterations);
  return { algorithm: "PBKDF2-SHA-256", iterations, salt: base64.encode(salt), hash: base64.encode(hash) };
};

export const verifyPassword = async (password: string, stored: DemoPasswordHash): Promise<boolean> => {
  const candidate = await derive(password, base64.decode(stored.salt), stored.iterations);
  const expected = base64.decode(stored.hash);
  if (candidate.length !== expected.length) return false;
  // Constant-time comparison: habit worth keeping even in a demo.
  let difference = 0;
  for (let i = 0; i < candidate.length; i += 1) difference |= candidate[i]! ^ expected[i]!;
  return difference === 0;
};
