import { clsx } from "clsx";
import type { ButtonHTMLAttributes, MouseEvent } from "react";
import type { ButtonSize, ButtonVariant } from "../Button";
import { SpinnerGlyph } from "../SpinnerGlyph";
import "../Button.css";

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "autoFocus"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work is in flight: shows a spinner, sets aria-busy, ignores clicks but keeps focus. */
  isPending?: boolean;
  /** Takes the focus when a plain ModalDialog opens (React's autoFocus misses a closed <dialog>). */
  autoFocus?: boolean;
}

/**
 * The kit's button on a native <button>, for the pages that must not load react-aria (the sign-in
 * pages): same classes, so the same look; hover and press come from CSS pseudo-classes instead of
 * react-aria's data attributes. Pending keeps the button enabled (a disabled button would drop
 * keyboard focus) and swallows clicks instead.
 */
export function Button({
  variant = "primary",
  size = "md",
  isPending = false,
  autoFocus = false,
  type = "button",
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      onClick={click}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      data-autofocus={autoFocus || undefined}
      className={clsx("kit-button", "kit-plain", `kit-button--${variant}`, `kit-button--${size}`, className)}
    >
      {isPending && <SpinnerGlyph size={size === "sm" ? 14 : 16} className="kit-button__spinner" />}
      {children}
    </button>
  );
}
