import { Suspense, lazy, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import type { AlertOptions } from "./AlertDialog";
import { DialogContext, type Dialogs } from "./DialogContext";
import { SHARED_TEXTS } from "@lectern/core/kernel/sharedTexts";

// The dialog (react-aria's modal) loads with the first alert: the host is on every page, /auth/login included.
const AlertDialog = lazy(async () => ({ default: (await import("./AlertDialog")).AlertDialog }));

interface PendingAlert {
  id: number;
  options: AlertOptions;
  resolve: (ok: boolean) => void;
}

/**
 * Owns the alert queue: one dialog at a time, in the order asked, each answered through its promise.
 * Queuing (rather than stacking) keeps a single modal and a single focus trap on screen. The host
 * itself is light; the dialog's code is fetched when the first alert is asked for.
 */
export function DialogHost({ children }: { children?: ReactNode }) {
  const [queue, setQueue] = useState<PendingAlert[]>([]);
  const nextId = useRef(1);

  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<boolean>((resolve) => {
        const id = nextId.current++;
        setQueue((current) => [...current, { id, options, resolve }]);
      }),
    [],
  );

  const dialogs = useMemo<Dialogs>(
    () => ({
      alert,
      error: async (message, title = SHARED_TEXTS.somethingWentWrong) => {
        await alert({ kind: "error", title, message });
      },
    }),
    [alert],
  );

  const current = queue[0];
  const answer = (ok: boolean) => {
    if (!current) return;
    current.resolve(ok);
    setQueue((items) => items.filter((item) => item.id !== current.id));
  };

  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <AlertDialog key={current.id} isOpen {...current.options} onResult={answer} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
