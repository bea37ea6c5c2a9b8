import { ArrowLeft } from "lucide-react";
import { Button } from "../../../kit/plain/Button";

/** The back arrow of the two-step forms; its name is the visible word 'Back'. */
export function BackButton({ onClick, isDisabled }: { onClick: () => void; isDisabled?: boolean }) {
  return (
    <Button variant="ghost" size="sm" className="auth-back" onClick={onClick} disabled={isDisabled}>
      <ArrowLeft size={18} aria-hidden="true" />
      Back
    </Button>
  );
}
