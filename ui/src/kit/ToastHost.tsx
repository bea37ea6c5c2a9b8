import { clsx } from "clsx";
import { CircleCheck, CircleX, Info, X } from "lucide-react";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from "react-aria-components";
import {
  SMALL_TOAST_TIMEOUT_MS,
  TOAST_TIMEOUT_MS,
  ToastContext,
  type ToastOptions,
  type ToastType,
  type Toasts,
} from "./ToastContext";
import "./Toast.css";

interface ToastContent {
  text: string;
  type: ToastType;
  small: boolean;
}

interface Announcement {
  id: number;
  text: string;
}

const ICONS = { info: Info, success: CircleCheck, danger: CircleX } as const;

/**
 * Provides useToasts() and draws the toasts: regular ones top-right under the nav bar, small ones at
 * the bottom. react-aria's toast regions give an F6 landmark, pause the timers while the pointer or
 * focus is on a toast (WCAG 2.2.1) and keep focus sensible when one closes.
 *
 * Announcements go through two live regions that are always in the page (polite, and assertive for
 * danger): a live region created together with its text is often missed by screen readers, so the
 * toast cards themselves are not live.
 */
export function ToastHost({ children }: { children?: ReactNode }) {
  const [queues] = useState(() => ({
    main: new ToastQueue<ToastContent>({ maxVisibleToasts: 4 }),
    small: new ToastQueue<ToastContent>({ maxVisibleToasts: 1 }),
  }));
  const [polite, setPolite] = useState<Announcement | null>(null);
  const [assertive, setAssertive] = useState<Announcement | null>(null);
  const nextId = useRef(1);

  const show = useCallback(
    ({ text, type, small = false, timeoutMs }: ToastOptions) => {
      const queue = small ? queues.small : queues.main;
      const announcement = { id: nextId.current++, text };
      const announce = type === "danger" ? setAssertive : setPolite;
      announce(announcement);
      const key = queue.add(
        { text, type, small },
        {
          timeout: timeoutMs ?? (small ? SMALL_TOAST_TIMEOUT_MS : TOAST_TIMEOUT_MS),
          // Take the words out of the live region too, so nobody finds a stale message later.
          onClose: () => announce((current) => (current?.id === announcement.id ? null : current)),
        },
      );
      return () => queue.close(key);
    },
    [queues],
  );
  const toasts = useMemo<Toasts>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {/* data-live-announcer keeps these audible while a modal hides the rest of the page. */}
      <output className="kit-visually-hidden" aria-live="polite" aria-atomic="true" data-live-announcer="true">
        {polite && <span key={polite.id}>{polite.text}</span>}
      </output>
      <div
        className="kit-visually-hidden"
        role="alert"
        aria-live="assertive"
        aria-atomic="true"
        data-live-announcer="true"
      >
        {assertive && <span key={assertive.id}>{assertive.text}</span>}
      </div>
      <ToastRegion queue={queues.main} className="kit-toast-region kit-toast-region--top" aria-label="Notifications">
        {({ toast }) => <ToastCard toast={toast} />}
      </ToastRegion>
      <ToastRegion
        queue={queues.small}
        className="kit-toast-region kit-toast-region--bottom"
        aria-label="Confirmations"
      >
        {({ toast }) => <ToastCard toast={toast} />}
      </ToastRegion>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast }: { toast: QueuedToast<ToastContent> }) {
  const { text, type, small } = toast.content;
  const Icon = ICONS[type];
  return (
    <AriaToast
      toast={toast}
      className={clsx("kit-toast", `kit-toast--${type}`, small && "kit-toast--small")}
      data-type={type}
    >
      <Icon className="kit-toast__icon" size={small ? 18 : 20} aria-hidden="true" />
      <Text slot="title" className="kit-toast__text">
        {text}
      </Text>
      <Button slot="close" className="kit-toast__close" aria-label="Dismiss notification">
        <X size={16} aria-hidden="true" />
      </Button>
    </AriaToast>
  );
}
