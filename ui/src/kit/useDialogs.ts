import { useContext } from "react";
import { DialogContext, type Dialogs } from "./DialogContext";

/** Alerts and error dialogs as promises. Needs a DialogHost above. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error("useDialogs() needs a <DialogHost> above it in the tree");
  return dialogs;
}
