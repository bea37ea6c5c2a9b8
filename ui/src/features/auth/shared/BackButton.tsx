import { ArrowLeft } from "lucide-react";
import { Button } from "../../../kit";

/** The back arrow of the two-step forms; its name is the visible word 'Back'. */
export function BackButton({ onPress, isDisabled }: { onPress: () => void; isDisabled?: boolean }) {
  return (
    <Button variant="ghost" size="sm" className="auth-back" onPress={onPress} isDisabled={isDisabled}>
      <ArrowLeft size={18} aria-hidden="true" />
      Back
    </Button>
  );
}
