import { createContext } from "react";
import type { AlertOptions } from "./AlertDialog";

/** What DialogHost offers to code that is not a component tree of its own (use cases, handlers). */
export interface Dialogs {
  /** Resolves true when the user presses OK, false on Cancel or dismissal. */
  alert(options: AlertOptions): Promise<boolean>;
  /** The generic error dialog (spec 3 §8); resolves when it is closed. */
  error(message: string, title?: string): Promise<void>;
}

export const DialogContext = createContext<Dialogs | null>(null);
