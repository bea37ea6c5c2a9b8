import { useContext } from "react";
import { ToastContext, type Toasts } from "./ToastContext";

/** Shows toasts. Needs a ToastHost above. */
export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error("useToasts() needs a <ToastHost> above it in the tree");
  return toasts;
}
