import { CircleAlert } from "lucide-react";
import { Button, EmptyState } from "../../../kit";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";

/** A record that could not be loaded, on the owner's page and on a shared one: why, and Try again. */
export function RecordLoadFailed({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  return (
    <div className="page">
      <h1 className="kit-visually-hidden">{RECORD_PAGE_TEXTS.failedTitle}</h1>
      <EmptyState
        icon={<CircleAlert size={32} />}
        title={RECORD_PAGE_TEXTS.failedTitle}
        action={<Button onPress={onRetry}>{RECORD_PAGE_TEXTS.tryAgain}</Button>}
      >
        <p>{message}</p>
      </EmptyState>
    </div>
  );
}
