import { type Observable, filter, firstValueFrom, map } from "rxjs";
import type { UploadQueueState } from "../../queue/application/UploadQueueContract";
import { logoutCheck } from "../domain/logoutCheck";

/**
 * Resolves once none of the user's recordings is still moving (see logoutCheck): "Log out when
 * finished" logs out then. Driven by the queue's own state, not by a timer.
 */
export const waitForUploads = (uploads$: Observable<UploadQueueState>): Promise<void> =>
  firstValueFrom(
    uploads$.pipe(
      filter((state) => state.ready && logoutCheck(state).inProgress === 0),
      map(() => undefined),
    ),
  );
