/** Unguessable hex token from the platform CSPRNG (`bytes` random bytes → 2×bytes hex characters). */
export const randomToken = (bytes = 32): string => {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, "0")).join("");
};
