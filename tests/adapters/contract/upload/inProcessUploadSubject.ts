import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import type { DemoFaultAction } from "@lectern/adapters/demo/model/DemoFaults";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { apiOver } from "../contractSubject";
import { ManualNow } from "../ManualNow";
import { RecordingPublisher } from "./RecordingPublisher";
import type { FaultOrder, UploadSubject } from "./UploadSubject";

const toAction = (fault: FaultOrder): DemoFaultAction => {
  switch (fault.action) {
    case "reply":
      return { kind: "reply", response: { status: fault.status ?? 500, headers: {}, body: fault.body ?? null } };
    case "delay":
      return { kind: "delay" };
    case "drop":
      return { kind: "drop" };
    case "drop_after_handling":
      return { kind: "drop", afterHandling: true };
    case "delete_session":
      return { kind: "deleteSession" };
    case "fail_merge":
      return { kind: "failMerge" };
  }
};

/** The in-process demo backend (InProcessHttp → DemoRouter), controlled through backend.controls. */
export const openInProcessUploadSubject = async (): Promise<UploadSubject> => {
  const clock = new ManualNow();
  const events = new RecordingPublisher();
  const backend = await openDemoBackend({
    persistence: new MemoryDemoPersistence(),
    now: clock.now,
    publisher: events,
  });
  const { api, keyValue } = apiOver(backend.http);
  return {
    api,
    keyValue,
    events,
    async reset() {
      clock.rewind();
      await backend.controls.reset();
      events.clear();
    },
    async armFault(fault) {
      backend.controls.faults.arm({
        method: fault.method,
        path: fault.path,
        action: toAction(fault),
        ...(fault.times ? { times: fault.times } : {}),
        ...(fault.delayMs ? { delayMs: fault.delayMs } : {}),
      });
    },
    mergedBytes: (streamId) => backend.controls.mergedBytes(streamId),
    receivedSlices: (streamId) => backend.controls.receivedSlices(streamId),
    stuckReports: async () => backend.controls.stuckReports(),
  };
};
