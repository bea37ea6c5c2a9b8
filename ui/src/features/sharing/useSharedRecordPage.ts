import { SharedRecordPage } from "@lectern/core/records/record/RecordPage";
import { SharedIdScope } from "@lectern/core/sharing/application/SharedIdScope";
import { useService } from "../../reactive/useService";

/**
 * The shared record's services, bound by the composition root when the shared routes load
 * ("sharedRecord"): a visitor's container holds only the base services until then.
 */
export function useSharedRecordServices(): { page: SharedRecordPage; scope: SharedIdScope } {
  return { page: useService(SharedRecordPage), scope: useService(SharedIdScope) };
}
