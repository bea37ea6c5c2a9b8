import { createContext } from "react";

export type ToastType = "info" | "success" | "danger";

export interface ToastOptions {
  text: string;
  type: ToastType;
  /** A short confirmation at the bottom of the screen, hidden after 3 s instead of 10 s. */
  small?: boolean;
  /** Overrides the auto-hide delay (10000 ms, or 3000 ms when small: spec 3 §8). */
  timeoutMs?: number;
}

export interface Toasts {
  /** Shows a toast; returns a function that dismisses it early. */
  show(options: ToastOptions): () => void;
}

export const TOAST_TIMEOUT_MS = 10_000;
export const SMALL_TOAST_TIMEOUT_MS = 3_000;

export const ToastContext = createContext<Toasts | null>(null);
