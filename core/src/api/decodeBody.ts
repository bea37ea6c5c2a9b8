import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { ApiError } from "../kernel/ApiError";
import { API_MESSAGES } from "./messages";
import type { ReplyCodec } from "./ReplySchema";

/**
 * Decodes a whole reply body with `schema` (ARCHITECTURE rule 6). A body without `data` fails with
 * the spec's ResponseInterceptorError text before the schema is consulted.
 */
export const decodeBody = <A>(body: unknown, schema: ReplyCodec<A>): A => {
  if (typeof body !== "object" || body === null || !("data" in body)) {
    throw new ApiError({ status: 200, title: API_MESSAGES.somethingWentWrong, message: API_MESSAGES.missingData });
  }
  const decoded = Schema.decodeUnknownResult(schema)(body);
  if (Result.isFailure(decoded)) {
    throw new ApiError({
      status: 200,
      title: API_MESSAGES.somethingWentWrong,
      message: "The server sent a reply this version of Lectern cannot read.",
      detail: String(decoded.failure),
      meta: { body },
    });
  }
  return decoded.success;
};
