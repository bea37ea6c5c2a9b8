/**
 * The session, stream and upload calls the queue makes (spec 2 §7, spec 3 §7 "Sessions"), in one
 * place so the client and the demo backend agree. Paths are relative to the API base.
 *
 * Wire shapes (JSON:API):
 * - create:   POST sessions  {data:{type:"sessions",attributes:{name,organization_id,started_at}}}
 *             → 201 {data:{id,type:"sessions",attributes:{name,status:0,started_at,ended_at:null}}}; 402 when the
 *             plan's capacity is used up.
 * - start:    POST sessions/{id}/start {data:{attributes:{started_at}}} → 200 session (status 10)
 * - stream:   POST sessions/{id}/relationships/streams {data:{type:"streams",attributes:{type,created_at,is_primary:false}}}
 *             → 201 {data:{id,type:"streams",attributes:{type,path:"streams/{id}",status:0}}}
 * - upload:   PUT {stream path}/partial/upload (POST + X-HTTP-METHOD-OVERRIDE) multipart: file field "file"
 *             named chunkFileName(from,to,hash); field "slices" = JSON array of each slice's byte size.
 *             Ordered and idempotent: to < next → 200 (already held); from > next → 409; from ≤ next ≤ to →
 *             the slices before `next` are skipped and the rest appended.
 * - end:      POST sessions/{id}/end {data:{attributes:{ended_at}}} → 200 session (status 20); idempotent.
 * - merge:    POST sessions/{id}/merge → 200; concatenates every stream's slices in order, fixes the webm
 *             duration; streams go received → processing → converted with stream_convert_progress events.
 * - check:    GET sessions/{id} → 200 or 404.
 * - list:     GET sessions?filter[ids]=1,2&include=streams → {data:[session], included:[stream]}; each stream's
 *             attributes carry `received_through` (last sequence held, -1 when none).
 * - stuck:    POST v2/monitoring/widget/stuck {data:{stuck:[…items]}}
 * - capacity: GET v2/subscription/capacity/verify → 200, or 402 with the server's title/message.
 */
export const uploadCalls = {
  createSession: () => "sessions",
  startSession: (sessionId: string) => `sessions/${sessionId}/start`,
  createStream: (sessionId: string) => `sessions/${sessionId}/relationships/streams`,
  uploadChunk: (streamPath: string) => `${streamPath}/partial/upload`,
  endSession: (sessionId: string) => `sessions/${sessionId}/end`,
  mergeSession: (sessionId: string) => `sessions/${sessionId}/merge`,
  checkSession: (sessionId: string) => `sessions/${sessionId}`,
  listSessions: (sessionIds: readonly string[]) => `sessions?filter[ids]=${sessionIds.join(",")}&include=streams`,
  reportStuck: () => "v2/monitoring/widget/stuck",
  verifyCapacity: () => "v2/subscription/capacity/verify",
} as const;

/** `000012-000019-3f9a….webm`: the slice range and a content hash, so the server can order and de-duplicate. */
export const chunkFileName = (from: number, to: number, hash: string): string =>
  `${String(from).padStart(6, "0")}-${String(to).padStart(6, "0")}-${hash}.webm`;

/** Reads a name made by chunkFileName; null when it is not one. */
export const parseChunkFileName = (name: string): { from: number; to: number; hash: string } | null => {
  const match = /^(\d{6,})-(\d{6,})-([0-9a-f]{8,64})\.webm$/.exec(name);
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  return to >= from ? { from, to, hash: match[3]! } : null;
};
