import { networkInterfaces } from "node:os";

/**
 * The addresses other machines can reach a server bound to `host` at: every IPv4 address of this
 * machine's network interfaces for a wildcard bind (0.0.0.0, and :: with its IPv6 ones), else the
 * one host it was given. Loopback is left out: it reaches only this machine.
 */
export const lanAddresses = (host) => {
  const wildcard = host === "0.0.0.0" || host === "::";
  if (!wildcard) return /^(127\.|localhost$|::1$)/.test(host) ? [] : [host];
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && (entry.family === "IPv4" || host === "::"))
    .filter((entry) => !entry.address.startsWith("fe80:"))
    .map((entry) => entry.address);
};
