import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { useEffect } from "react";

/** Starts the queue (restore and idle checks, spec 2 §4.8) while the page that hosts it is open. */
export function useQueueRunning(queue: Pick<UploadQueueContract, "start" | "stop">): void {
  useEffect(() => {
    void queue.start();
    return () => queue.stop();
  }, [queue]);
}
