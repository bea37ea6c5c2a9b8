/**
 * The address a share link opens (spec 3 §2 `shared-records/{id}`), relative to the app's origin.
 * `linkId` is the share's token (issue 20), or a record's id where that opens it (the owner, people
 * it is shared with, a bookmark, a share older than tokens). Apart from RecordShare so the demo
 * backend's invitations take it without the schema library.
 */
export const sharedRecordPath = (linkId: string): string => `/shared-records/${linkId}`;
