import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";
import { FlashcardResource } from "../flashcards/flashcardReplies";

/** Contract 4: one `quizzes` resource. */
export const QuizResource = Schema.Struct({
  id: Id,
  type: Schema.optional(Schema.String),
  attributes: Schema.Struct({
    question: Schema.String,
    answer: Schema.String,
    answer_id: Id,
    choices: Schema.Array(Schema.Struct({ id: Id, text: Schema.String })),
    summary: Nullable(Schema.String),
    start: Nullable(Schema.Number),
    end: Nullable(Schema.Number),
    session_id: Id,
    session_name: Nullable(Schema.String),
    created_at: Nullable(Schema.String),
  }),
});
export type QuizResource = typeof QuizResource.Type;

/** Included resources other than flashcards are kept out of the way rather than failing the page. */
const OtherResource = Schema.Struct({ id: Id, type: Schema.String });
const Included = Schema.optional(Schema.Array(Schema.Union([FlashcardResource, OtherResource])));

/** `GET sessions/{id}/quizzes`: the questions, this user's cards for them, and generation's status. */
export const QuizDeckReply = Schema.Struct({
  data: Schema.Array(QuizResource),
  included: Included,
  meta: Schema.optional(
    Schema.Struct({
      status: Nullable(Schema.Number),
      error: Nullable(Schema.String),
      /** Issue 21: what the questions were made from ("transcript" | "notes"), null before any. */
      source: Nullable(Schema.String),
      /** Issue 21: what a generation would learn from now, null when nothing (absent: the transcript). */
      study_source: Schema.optional(Schema.NullOr(Schema.String)),
    }),
  ),
});
export type QuizDeckReply = typeof QuizDeckReply.Type;

/** `GET flashcards/due`: questions to review across records, their cards, and how many are due. */
export const DueCardsReply = Schema.Struct({
  data: Schema.Array(QuizResource),
  included: Included,
  meta: Schema.optional(Schema.Struct({ total: Nullable(Schema.Number) })),
});
export type DueCardsReply = typeof DueCardsReply.Type;
