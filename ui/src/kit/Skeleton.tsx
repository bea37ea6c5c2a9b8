import { clsx } from "clsx";
import type { CSSProperties } from "react";
import "./Skeleton.css";

export interface SkeletonProps {
  width: number | string;
  height: number | string;
  /** Circle for avatar placeholders. */
  circle?: boolean;
  className?: string;
}

/**
 * A placeholder block. Hidden from screen readers: whatever is loading announces that once (a
 * Spinner or a busy region), not once per grey bar.
 */
export function Skeleton({ width, height, circle = false, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return (
    <span
      className={clsx("kit-skeleton", circle && "kit-skeleton--circle", className)}
      style={style}
      aria-hidden="true"
    />
  );
}
