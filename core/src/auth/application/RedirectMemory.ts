import type { KeyValueStore } from "../../ports/KeyValueStore";
import { isSafeRedirect } from "../domain/routeDecisions";

export const REDIRECT_KEY = "redirect_to";

/** Remembers where a signed-out visitor was going (browser key redirect_to, spec 3 §9). */
export class RedirectMemory {
  constructor(private readonly keyValue: KeyValueStore) {}

  remember(path: string): void {
    if (isSafeRedirect(path) && !path.startsWith("/auth")) this.keyValue.set(REDIRECT_KEY, path);
  }

  peek(): string | null {
    const stored = this.keyValue.get(REDIRECT_KEY);
    return stored && isSafeRedirect(stored) ? stored : null;
  }

  /** Returns the remembered path once, then forgets it. */
  take(): string | null {
    const stored = this.peek();
    this.keyValue.remove(REDIRECT_KEY);
    return stored;
  }
}
