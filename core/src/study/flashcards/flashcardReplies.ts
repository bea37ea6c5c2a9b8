import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";

/** Contract 5: one `flashcards` resource (id = the quiz question's id). */
export const FlashcardResource = Schema.Struct({
  id: Id,
  type: Schema.Literal("flashcards"),
  attributes: Schema.Struct({
    quiz_id: Id,
    session_id: Nullable(Id),
    due: Schema.String,
    stability: Schema.Number,
    difficulty: Schema.Number,
    elapsed_days: Schema.Number,
    scheduled_days: Schema.Number,
    learning_steps: Schema.Number,
    reps: Schema.Number,
    lapses: Schema.Number,
    state: Schema.Number,
    last_review: Nullable(Schema.String),
    last_rating: Nullable(Schema.Number),
  }),
});
export type FlashcardResource = typeof FlashcardResource.Type;

/** `PUT flashcards/{quizId}` → the saved card. */
export const FlashcardReply = Schema.Struct({ data: FlashcardResource });
export type FlashcardReply = typeof FlashcardReply.Type;
