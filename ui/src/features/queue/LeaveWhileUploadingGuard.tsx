import { useBeforeUnloadWarning } from "./useBeforeUnloadWarning";

/**
 * The browser's "leave this page?" question while a recording uploads (spec 2 §2.6). Web only: in the
 * desktop app a beforeunload veto would silently keep the window from closing, so the desktop asks
 * with useCloseWhileUploadingPrompt instead.
 */
export function LeaveWhileUploadingGuard({ isUploading }: { isUploading: boolean }) {
  useBeforeUnloadWarning(isUploading);
  return null;
}
