/**
 * The replies the demo video decodes: the session list and the media address, the same documents
 * /records and the record page read. Loaded with the first request (see DemoVideo), not with the page.
 */
export { SessionListReply } from "../records/list/recordsListReplies";
export { CdnReply } from "../records/record/recordReplies";
