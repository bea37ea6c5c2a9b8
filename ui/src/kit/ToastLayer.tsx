import { clsx } from "clsx";
import { CircleCheck, CircleX, Info, X } from "lucide-react";
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from "react-aria-components";
import type { ToastType } from "./ToastContext";
import "./Toast.css";

export interface ToastContent {
  text: string;
  type: ToastType;
  small: boolean;
}

/** The two queues ToastHost fills: regular toasts, and the small confirmations at the bottom. */
export interface ToastQueues {
  main: ToastQueue<ToastContent>;
  small: ToastQueue<ToastContent>;
}

export const createToastQueues = (): ToastQueues => ({
  main: new ToastQueue<ToastContent>({ maxVisibleToasts: 4 }),
  small: new ToastQueue<ToastContent>({ maxVisibleToasts: 1 }),
});

const ICONS = { info: Info, success: CircleCheck, danger: CircleX } as const;

/**
 * What ToastHost loads with the first toast: react-aria's toast regions, which give an F6 landmark,
 * pause the timers while the pointer or focus is on a toast (WCAG 2.2.1) and keep focus sensible
 * when one closes. Regular toasts top-right under the nav bar, small ones at the bottom.
 */
export function ToastLayer({ queues }: { queues: ToastQueues }) {
  return (
    <>
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
    </>
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
