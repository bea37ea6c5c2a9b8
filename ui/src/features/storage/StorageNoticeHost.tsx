import { Suspense, lazy, useContext } from "react";
import { ContainerContext } from "../../composition/ContainerContext";
import { useObservable } from "../../reactive/useObservable";
import { StorageNotice } from "./StorageNotice";

// The banner, its texts and the export load only when there is something to say: the host sits on
// every page, /auth/login included, whose first load has no room for them.
const StorageNoticeBanner = lazy(async () => ({
  default: (await import("./StorageNoticeBanner")).StorageNoticeBanner,
}));

/** Mounted once above the routes: shows the stored-data notice on every page once the demo backend has opened. */
export function StorageNoticeHost() {
  const container = useContext(ContainerContext);
  // Only the demo mode keeps its data in the tab, so only it binds the notice.
  if (!container?.isBound(StorageNotice)) return null;
  return <StorageNoticeView notice={container.get<StorageNotice>(StorageNotice)} />;
}

function StorageNoticeView({ notice }: { notice: StorageNotice }) {
  const problem = useObservable(notice.problem$, null);
  if (!problem) return null;
  return (
    <Suspense fallback={null}>
      <StorageNoticeBanner notice={notice} problem={problem} />
    </Suspense>
  );
}
