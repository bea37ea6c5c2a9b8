import { SharedRecordPage } from "@lectern/core/records/record/RecordPage";
import { SharedIdScope } from "@lectern/core/sharing/application/SharedIdScope";
import { useContext, useMemo } from "react";
import { bindSharedRecord } from "../../composition/bindSharedRecord";
import { ContainerContext } from "../../composition/ContainerContext";

/**
 * The shared record's services, bound on first use by this lazy route rather than by the first load
 * (a visitor's container holds only the base services).
 */
export function useSharedRecordServices(): { page: SharedRecordPage; scope: SharedIdScope } {
  const container = useContext(ContainerContext);
  if (!container) throw new Error("useSharedRecordServices needs a ContainerContext provider");
  return useMemo(() => {
    bindSharedRecord(container);
    return { page: container.get(SharedRecordPage), scope: container.get(SharedIdScope) };
  }, [container]);
}
