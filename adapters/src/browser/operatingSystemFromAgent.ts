import type { OperatingSystem } from "@lectern/core/ports/PlatformPort";

/**
 * Reads the OS from a client-hint platform ("Windows", "macOS", "Linux") or a user-agent string.
 * Phones and Chrome OS say "Linux" or "Mac" too, yet have no desktop widget build: they are "other".
 */
export const operatingSystemFromAgent = (agent: string): OperatingSystem => {
  if (/windows|win32|win64/i.test(agent)) return "windows";
  if (/android|iphone|ipad|ipod|cros|chrome os/i.test(agent)) return "other";
  if (/mac/i.test(agent)) return "mac";
  if (/linux|x11/i.test(agent)) return "linux";
  return "other";
};
