import { clsx } from "clsx";
import { CircleCheck, CircleX, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import "./Alert.css";

export type AlertKind = "info" | "success" | "warning" | "error";

export interface AlertProps {
  kind: AlertKind;
  title?: string;
  children?: ReactNode;
  /** Buttons or links at the end of the banner. */
  actions?: ReactNode;
}

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleX } as const;

/**
 * An inline banner. Errors and warnings use role alert (read at once); info and success use role
 * status (read when the reader is idle).
 */
export function Alert({ kind, title, children, actions }: AlertProps) {
  const Icon = ICONS[kind];
  return (
    <div
      role={kind === "error" || kind === "warning" ? "alert" : "status"}
      className={clsx("kit-alert", `kit-alert--${kind}`)}
    >
      <Icon className="kit-alert__icon" size={20} aria-hidden="true" />
      <div className="kit-alert__content">
        {title && <p className="kit-alert__title">{title}</p>}
        {children !== undefined && <div className="kit-alert__body">{children}</div>}
      </div>
      {actions !== undefined && <div className="kit-alert__actions">{actions}</div>}
    </div>
  );
}
