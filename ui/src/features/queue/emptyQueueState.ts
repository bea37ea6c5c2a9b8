import { NOT_READY_QUEUE_STATE } from "@lectern/core/queue/application/UploadQueueContract";

/** What the UI shows before the queue's first state arrives: the queue's own not-ready state. */
export const EMPTY_QUEUE_STATE = NOT_READY_QUEUE_STATE;
