/** One result of the speech service (spec 2 §3 "Caption message: text, is_final"). */
export interface CaptionMessage {
  readonly text: string;
  /** False while the service may still revise the words (interim); true once they are settled. */
  readonly isFinal: boolean;
}
