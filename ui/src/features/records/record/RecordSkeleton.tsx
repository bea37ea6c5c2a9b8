import { Skeleton } from "../../../kit";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";

/** The page while the record loads: the layout's shape, announced once. */
export function RecordSkeleton() {
  return (
    <div className="page">
      <div className="record-page" aria-busy="true">
        <output className="kit-visually-hidden">{RECORD_PAGE_TEXTS.loading}</output>
        <div className="record-header">
          <Skeleton width="45%" height={34} />
          <Skeleton width={260} height={18} />
        </div>
        <div className="record-page__body">
          <div className="record-page__main">
            <Skeleton width="100%" height={280} />
            <Skeleton width="100%" height={72} />
          </div>
          <div className="record-page__side">
            <Skeleton width="100%" height={40} />
            <Skeleton width="100%" height={220} />
          </div>
        </div>
      </div>
    </div>
  );
}
