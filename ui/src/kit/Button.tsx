import { clsx } from "clsx";
import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from "react-aria-components";
import { SpinnerGlyph } from "./SpinnerGlyph";
import "./Button.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";
export type ButtonSize = "md" | "sm";

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work is in flight: shows a spinner, sets aria-busy, ignores presses but keeps focus. */
  isPending?: boolean;
  /** The button's keyboard shortcut as aria-keyshortcuts (react-aria does not pass it through). */
  keyShortcuts?: string;
}

/**
 * The one button. react-aria's isPending keeps the button focusable while it blocks presses (a
 * disabled button would drop keyboard focus); aria-busy is added on top because react-aria does not
 * set it. The accessible name stays the visible label so it does not change under the user.
 */
export function Button({
  variant = "primary",
  size = "md",
  isPending = false,
  keyShortcuts,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={composeRenderProps(className, (custom) =>
        clsx("kit-button", `kit-button--${variant}`, `kit-button--${size}`, custom),
      )}
      render={(props) => <button {...props} aria-busy={isPending || undefined} aria-keyshortcuts={keyShortcuts} />}
    >
      {composeRenderProps(children, (content) => (
        <>
          {isPending && <SpinnerGlyph size={size === "sm" ? 14 : 16} className="kit-button__spinner" />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
