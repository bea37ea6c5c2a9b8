import { useEffect, useRef } from "react";

/**
 * Calls `onGone` when it leaves the page. Placed inside a dialog's content it tells when the dialog
 * has really closed (after its exit animation, its focus trap released), which is when focus may move.
 */
export function WhenGone({ onGone }: { onGone: () => void }) {
  const latest = useRef(onGone);
  useEffect(() => {
    latest.current = onGone;
  });
  useEffect(() => () => latest.current(), []);
  return null;
}
