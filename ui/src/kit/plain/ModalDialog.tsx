import { clsx } from "clsx";
import { X } from "lucide-react";
import { type MouseEvent, type SyntheticEvent, useId, useLayoutEffect, useRef } from "react";
import type { ModalDialogProps } from "../ModalDialog";
import "../ModalDialog.css";
import "./ModalDialog.css";

/**
 * kit/ModalDialog on a native modal <dialog> (same props and look): showModal() makes the rest of
 * the page inert and traps focus; Escape, the Close button and (when dismissable) a click on the
 * backdrop ask the owner to close; focus returns to where it was when the dialog opened. Rendered
 * only while open, so an owner that unmounts it closes it too.
 */
export function ModalDialog(props: ModalDialogProps) {
  return props.isOpen ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  onOpenChange,
  children,
  footer,
  image,
  size = "md",
  role = "dialog",
  isDismissable = true,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const unmounting = useRef(false);
  const titleId = useId();
  const bodyId = useId();
  // An alert dialog's message is its description, so screen readers read it with the title.
  const describedBy = role === "alertdialog" && children !== undefined ? bodyId : undefined;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    unmounting.current = false;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    // React's autoFocus fires while the dialog is still closed; the marked button takes it now.
    element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      // close() queues a close event; it must not reach the owner that is already letting go.
      unmounting.current = true;
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const cancel = (event: SyntheticEvent) => {
    // Escape: the owner decides (it unmounts the dialog), so the element never closes behind its back.
    event.preventDefault();
    onOpenChange(false);
  };
  const clickBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the ::backdrop lands on the <dialog> itself; the content sits in an inner box.
    if (isDismissable && event.target === event.currentTarget) onOpenChange(false);
  };

  return (
    // The dialog closes by keyboard through its cancel event (Escape); the click is a pointer extra.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={clsx("kit-modal", `kit-modal--${size}`, "kit-plain-modal")}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={cancel}
      // A close the browser makes on its own (a repeated Escape may skip the cancel event). A stale
      // event from StrictMode's rehearsal cleanup arrives when the dialog is open again: ignored.
      onClose={() => {
        if (!unmounting.current && !dialog.current?.open) onOpenChange(false);
      }}
      onClick={clickBackdrop}
    >
      <div className={clsx("kit-dialog", image !== undefined && "kit-dialog--with-image")}>
        <button
          type="button"
          className="kit-dialog__close kit-plain"
          aria-label="Close"
          onClick={() => onOpenChange(false)}
        >
          <X size={20} aria-hidden="true" />
        </button>
        {image !== undefined && <div className="kit-dialog__image">{image}</div>}
        <h2 id={titleId} className="kit-dialog__title">
          {title}
        </h2>
        {children !== undefined && (
          <div id={bodyId} className="kit-dialog__body">
            {children}
          </div>
        )}
        {footer !== undefined && <div className="kit-dialog__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
