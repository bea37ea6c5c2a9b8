import { Alert, Button, Skeleton } from "../../../kit";
import { SUBSCRIPTION_PAGE_TEXTS } from "./subscriptionTexts";

/**
 * A section's list while it loads (announced, with skeleton rows) or after it failed (the reason and
 * Try again); nothing once it is ready. Cards and invoices load on their own, so each shows its own.
 */
export function SectionLoadState(props: {
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly error: string | null;
  readonly loadingText: string;
  readonly failedTitle: string;
  readonly rows: number;
  readonly rowHeight: number;
  readonly className: string;
  readonly onRetry: () => void;
}) {
  if (props.status === "idle" || props.status === "loading") {
    return (
      <div aria-busy="true" className={props.className}>
        <span className="kit-visually-hidden">{props.loadingText}</span>
        {Array.from({ length: props.rows }, (_, row) => (
          <Skeleton key={row} width="100%" height={props.rowHeight} />
        ))}
      </div>
    );
  }
  if (props.status !== "error") return null;
  return (
    <Alert
      kind="error"
      title={props.failedTitle}
      actions={
        <Button variant="secondary" size="sm" onPress={props.onRetry}>
          {SUBSCRIPTION_PAGE_TEXTS.plan.tryAgain}
        </Button>
      }
    >
      {props.error}
    </Alert>
  );
}
