import type * as Schema from "effect/Schema";

/** A reply's decoder: effect Schema, decoding unknown JSON into `A` with no context. */
export type ReplyCodec<A> = Schema.Codec<A, unknown, never, never>;

const LAZY = Symbol("LazyReply");

/** A reply schema fetched on first use, so the pages that only might send a request do not ship effect. */
export interface LazyReply<A> {
  readonly [LAZY]: true;
  load(): Promise<ReplyCodec<A>>;
}

/** What ApiClient.request decodes with: the schema itself, or one loaded on the first request. */
export type ReplySchema<A> = ReplyCodec<A> | LazyReply<A>;

/** A schema module imported on the first request that needs it; a failed import is tried again next time. */
export const lazyReply = <A>(load: () => Promise<ReplyCodec<A>>): LazyReply<A> => {
  let loading: Promise<ReplyCodec<A>> | null = null;
  return {
    [LAZY]: true,
    load() {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
};

export const isLazyReply = <A>(schema: ReplySchema<A>): schema is LazyReply<A> => LAZY in schema;
