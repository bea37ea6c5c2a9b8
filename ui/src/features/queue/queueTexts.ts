import type { QueueEntryStatus, QueueLock } from "@lectern/core/queue/application/UploadQueueContract";
import { QUEUE_TIMING } from "@lectern/core/queue/domain/queueTexts";
import { SHARED_TEXTS } from "@lectern/core/kernel/sharedTexts";

/** The stuck threshold of spec 2 §4.9 / §9 in hours, as the warning states it; the queue owns the number. */
export const STUCK_LIMIT_HOURS = QUEUE_TIMING.stuckAfterMs / 3_600_000;

/** Where the stuck warning and the stored-records dialog send users for help. */
export const QUEUE_HELP_URL = "https://help.lectern.app/recordings-not-uploading";

/** Every text the upload queue's UI shows, verbatim from spec 2 (§2.6–§2.8, §8) where the spec gives one. */
export const QUEUE_UI_TEXTS = {
  statuses: {
    uploading: "Uploading",
    pending: "Pending",
    resuming: "Resuming",
    suspended: "Suspended",
  } satisfies Record<QueueEntryStatus, string>,
  queueTitle: "Upload queue",
  doNotClose: "Do not close the app whilst your recordings are uploading - recordings processing may be delayed",
  offlineTitle: "No connection",
  offline: "Your recordings will upload when the connection returns.",
  lockHints: {
    recording: "Uploads can be paused or resumed again when the recording ends.",
    resuming: "Resuming an upload…",
    offline: null,
  } satisfies Record<QueueLock, string | null>,
  pause: "Pause",
  resume: "Resume",
  keptOnDevice: "Kept on this device",
  keptOnDeviceDetail:
    "Lectern could not store this recording in this browser, so it stays here, whole. It uploads again the next time Lectern opens with working storage; you can download it meanwhile.",
  stuckTitle: "Recording Upload Issue Detected",
  openStored: "View stored recordings",
  help: "Get help with uploads",
  storageProblemTitle: "Recordings can't be stored on this device",
  storedTitle: "Recordings that are not finished uploading",
  storedLead:
    "Choose a recording to download it as a file you can play (.webm), for example to keep it or send it to support.",
  stuckTag: "Stuck",
  zipping: "Zipping and preparing the record...",
  zipError: "An error occured while zipping the record",
  fetchError: "An error occured while fetching the stored records",
  loadingStored: "Loading stored recordings",
  allUploaded: "All recordings uploaded successfully",
  allUploadedDetail: "Nothing is waiting on this device.",
  reload: "Reload the app",
  deleteMaterials: "Delete non-uploaded materials",
  clearTitle: "Clearing Data On Your Device",
  clearWarning:
    "This permanently deletes every recording on this device that has not finished uploading. It cannot be undone, and you will be logged out.",
  clearConfirm: "Delete and log out",
  cancel: "Cancel",
  close: "Close",
  defaultErrorTitle: SHARED_TEXTS.somethingWentWrong,
  leaveTitle: "Your current upload will be interrupted!",
  leaveMessage: "Please leave the app open until your recordings have finished uploading.",
  leaveStay: "Keep the app open",
  leaveAnyway: "Close anyway",
} as const;

/** The banner's count: '1 record', '2 records' (spec 2 §2.6). */
export const recordsCount = (count: number): string => `${count} ${count === 1 ? "record" : "records"}`;

/** What the stuck warning says (spec 2 §2.6: how many recordings are stuck beyond the limit). */
export const stuckSummary = (count: number): string =>
  count === 1
    ? `1 recording is stuck beyond the ${STUCK_LIMIT_HOURS}-hour upload limit.`
    : `${count} recordings are stuck beyond the ${STUCK_LIMIT_HOURS}-hour upload limit.`;

/** The visible label of the field in the clear-data dialog, naming the phrase to type. */
export const clearFieldLabel = (phrase: string): string => `To confirm, type “${phrase}”`;

// Day and time without the year: stored recordings are days old, and the line must fit a 300 px window.
const STARTED_AT = new Intl.DateTimeFormat(undefined, {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** When a stored recording started, in the user's locale: 'Started 12 Mar, 09:14'. */
export const startedAtText = (startedAt: number): string => `Started ${STARTED_AT.format(startedAt)}`;
