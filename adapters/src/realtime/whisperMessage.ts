/** A client event as it goes on the wire: spec 3 §7 wants eventName and actionDate in every whisper. */
export interface WhisperMessage {
  readonly event: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Pusher only relays client events whose names start with `client-`. */
export const whisperMessage = (
  eventName: string,
  payload: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): WhisperMessage => ({
  event: `client-${eventName}`,
  data: { ...payload, eventName, actionDate: now.toISOString() },
});
