import { clsx } from "clsx";
import { X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import "./ModalDialog.css";

export type ModalDialogSize = "sm" | "md" | "lg";

export interface ModalDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children?: ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode;
  /** An illustration or icon above the title (see DialogIcon). */
  image?: ReactNode;
  size?: ModalDialogSize;
  /** 'alertdialog' for interruptions that need an answer (confirmations, errors). */
  role?: "dialog" | "alertdialog";
  /** Whether a click outside closes it; Escape and the Close button always do. */
  isDismissable?: boolean;
}

/**
 * The modal frame every dialog uses. react-aria traps focus inside, restores it to the opener on
 * close, hides the rest of the page from screen readers, and closes on Escape.
 */
export function ModalDialog({
  title,
  isOpen,
  onOpenChange,
  children,
  footer,
  image,
  size = "md",
  role = "dialog",
  isDismissable = true,
}: ModalDialogProps) {
  // An alert dialog's message is its description, so screen readers read it with the title.
  const bodyId = useId();
  const describedBy = role === "alertdialog" && children !== undefined ? bodyId : undefined;
  return (
    <ModalOverlay
      className="kit-modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <Modal className={clsx("kit-modal", `kit-modal--${size}`)}>
        <Dialog
          className={clsx("kit-dialog", image !== undefined && "kit-dialog--with-image")}
          role={role}
          aria-describedby={describedBy}
        >
          <Button slot="close" className="kit-dialog__close" aria-label="Close">
            <X size={20} aria-hidden="true" />
          </Button>
          {image !== undefined && <div className="kit-dialog__image">{image}</div>}
          <Heading slot="title" className="kit-dialog__title">
            {title}
          </Heading>
          {children !== undefined && (
            <div id={bodyId} className="kit-dialog__body">
              {children}
            </div>
          )}
          {footer !== undefined && <div className="kit-dialog__footer">{footer}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
