import type { DemoFaultAction } from "@lectern/adapters/demo/model/DemoFaults";
import type { FaultOrder, UploadSubject } from "./UploadSubject";
import { openInProcessContractBackend } from "../contractBackends";

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
  const { api, keyValue, events, backend, reset } = await openInProcessContractBackend();
  return {
    api,
    keyValue,
    events,
    reset,
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
