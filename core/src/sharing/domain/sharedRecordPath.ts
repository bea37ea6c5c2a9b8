/**
 * The address a share link opens (spec 3 §2 `shared-records/{id}`), relative to the app's origin.
 * Apart from RecordShare so the demo backend's invitations take it without the schema library.
 */
export const sharedRecordPath = (sessionId: string): string => `/shared-records/${sessionId}`;
