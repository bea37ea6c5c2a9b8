import { Skeleton } from "../../../../kit/Skeleton";

const ROWS = [96, 88, 72, 90, 64];

/**
 * A study panel's loading shape: grey lines where the text will be, and one polite line saying
 * what is happening (the skeleton itself is hidden from screen readers).
 */
export function StudyLoading({ message, rows = ROWS }: { message: string; rows?: readonly number[] }) {
  return (
    <div className="study__loading" aria-busy="true">
      <output aria-live="polite" className="study__loading-text">
        {message}
      </output>
      {rows.map((width, row) => (
        <div key={row} className="study__loading-row">
          <Skeleton width={`${width}%`} height={14} />
          <Skeleton width={`${Math.max(30, width - 38)}%`} height={14} />
        </div>
      ))}
    </div>
  );
}
