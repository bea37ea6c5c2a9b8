import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { waitForUploads } from "@lectern/core/app/application/waitForUploads";
import { warnsAtLogout } from "@lectern/core/app/domain/logoutCheck";
import { type ReactNode, useRef, useState } from "react";
import { firstValueFrom } from "rxjs";
import { useService } from "../../reactive/useService";
import { LogoutWhileUploadingDialog } from "./LogoutWhileUploadingDialog";

/**
 * A logout that first says what happens to the user's recordings still on this device, and lets
 * them wait for the uploads (issue 19). `requestLogout` settles when the user has logged out or
 * chosen to stay, so a caller's spinner (the profile menu's) lasts exactly that long.
 */
export function useGuardedLogout(logout: () => Promise<void>): {
  requestLogout: () => Promise<void>;
  dialog: ReactNode;
} {
  const lifecycle = useService(AppLifecycle);
  const [settle, setSettle] = useState<(() => void) | null>(null);
  const [isWaiting, setWaiting] = useState(false);
  /** Bumped when the question ends: a wait still running for an earlier question logs nobody out. */
  const question = useRef(0);

  const requestLogout = async (): Promise<void> => {
    if (!warnsAtLogout(await firstValueFrom(lifecycle.uploads$))) return logout();
    return new Promise<void>((resolve) => setSettle(() => resolve));
  };

  const end = async (logOut: boolean): Promise<void> => {
    question.current += 1;
    setWaiting(false);
    try {
      if (logOut) await logout();
    } finally {
      settle?.();
      setSettle(null);
    }
  };

  const wait = (): void => {
    const asked = question.current;
    setWaiting(true);
    void waitForUploads(lifecycle.uploads$).then(() => {
      if (asked === question.current) void end(true);
    });
  };

  const dialog = (
    <LogoutWhileUploadingDialog
      isOpen={settle !== null}
      isWaiting={isWaiting}
      onStay={() => void end(false)}
      onWait={wait}
      onLogoutNow={() => void end(true)}
    />
  );
  return { requestLogout, dialog };
}
