import { Skeleton } from "../../../kit";

const ROWS = 6;

/** The loading state of /records: grey rows shaped like the real ones (announced once by the page). */
export function RecordsListSkeleton() {
  return (
    <div className="records-skeleton" aria-hidden="true" data-testid="records-skeleton">
      {Array.from({ length: ROWS }, (_, index) => (
        <div key={index} className="records-skeleton__row">
          <Skeleton width={112} height={64} />
          <div className="records-skeleton__lines">
            <Skeleton width={`${55 - index * 4}%`} height={18} />
            <Skeleton width="38%" height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}
