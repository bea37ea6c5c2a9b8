import { RotateCw } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Button } from "../../../../kit/Button";
import { STUDY_TEXTS } from "./studyTexts";
import "../../../../kit/AsyncLoader.css";

export interface LoadBoundaryProps {
  /** What is being loaded, as the user would name it ("Summary", "Quiz"). */
  readonly module: string;
  /** Called by Try again before the children render afresh (e.g. to make a new lazy component). */
  readonly onRetry?: () => void;
  readonly children: ReactNode;
}

/**
 * A lazily loaded piece that could not be fetched says so (spec 3 §2 async loader: '{module} has
 * not loaded.' with Try again) instead of taking the page down.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="kit-async kit-async--failed" role="alert">
        <span>{STUDY_TEXTS.notLoaded(this.props.module)}</span>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => {
            this.props.onRetry?.();
            this.setState({ failed: false });
          }}
        >
          <RotateCw size={14} aria-hidden="true" />
          {STUDY_TEXTS.tryAgain}
        </Button>
      </div>
    );
  }
}
