import type { AnalysedLecture, AnalysedSentence, StudyToken } from "./analyseLecture";
import type { StudyItem } from "./StudyEngine";
import { sameTextKey, studyItemOf } from "./studyItemOf";

/** Things a student is set to do. */
const WORK = new Set([
  "assignment",
  "homework",
  "essay",
  "reading",
  "chapter",
  "exercise",
  "worksheet",
  "coursework",
  "report",
  "project",
  "handout",
  "textbook",
  "pages",
  "page",
  "section",
  "presentation",
]);
/** Things a student is tested by. */
const ASSESSMENT = new Set(["exam", "quiz", "test", "midterm", "final", "examination", "assessment"]);
/** Verbs of doing that work. */
const WORK_VERBS = new Set([
  "read",
  "submit",
  "finish",
  "complete",
  "prepare",
  "review",
  "revise",
  "bring",
  "write",
  "watch",
  "practise",
  "practice",
  "study",
  "do",
  "hand",
  "turn",
  "upload",
  "email",
  "register",
  "sign",
  "print",
  "look",
]);
const DAYS = new Set([
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "tomorrow",
  "tonight",
  "midnight",
  "noon",
  "weekend",
]);
const NEXT_WHAT = new Set([
  "week",
  "lecture",
  "class",
  "time",
  "session",
  "seminar",
  "tutorial",
  "lesson",
  "term",
  ...DAYS,
]);
const MODALS = new Set(["should", "must", "need", "have", "will", "'ll"]);

const lower = (token: StudyToken | undefined): string => token?.value.toLowerCase() ?? "";

/** "end of the week/term": a deadline; "the end of this session" is only the lecture's plan. */
const PERIODS = new Set(["week", "month", "term", "semester", "day", "year", "weekend"]);
const endOfPeriod = (tokens: readonly StudyToken[], at: number): boolean =>
  lower(tokens[at]) === "end" && lower(tokens[at + 1]) === "of" && PERIODS.has(lower(tokens[at + 3]));

/** "next week", "by Friday", "before the exam", "tomorrow", "on Monday", "by the end of …". */
const hasTimeMarker = (tokens: readonly StudyToken[]): boolean =>
  tokens.some((token, i) => {
    const word = lower(token);
    const next = lower(tokens[i + 1]);
    const afterNext = lower(tokens[i + 2]);
    if (word === "next" && NEXT_WHAT.has(next)) return true;
    if (
      (word === "by" || word === "before" || word === "until") &&
      (DAYS.has(next) ||
        next === "next" ||
        (next === "the" && (ASSESSMENT.has(afterNext) || NEXT_WHAT.has(afterNext) || endOfPeriod(tokens, i + 2))))
    )
      return true;
    if (word === "on" && DAYS.has(next)) return true;
    return word === "tomorrow" || word === "tonight";
  });

/** "remember to", "don't forget to", "do not forget to". */
const hasStrongReminder = (tokens: readonly StudyToken[]): boolean =>
  tokens.some((token, i) => {
    const word = token.lemma;
    if (word === "remember" && lower(tokens[i + 1]) === "to") return true;
    return word === "forget" && tokens[i - 1]?.pos === "PART" && lower(tokens[i + 1]) === "to";
  });

/** "make sure", "be sure", "don't forget": a reminder when something to do comes with it. */
const hasWeakReminder = (tokens: readonly StudyToken[]): boolean =>
  tokens.some(
    (token, i) =>
      (token.lemma === "sure" && ["make", "be"].includes(tokens[i - 1]?.lemma ?? "")) ||
      (token.lemma === "forget" && tokens[i - 1]?.pos === "PART"),
  );

/** Speaks to the student about doing something: "you should", "you need to", "please", an imperative. */
const addressesStudent = (tokens: readonly StudyToken[]): boolean => {
  const words = tokens.filter((token) => token.type === "word");
  if (words[0] && WORK_VERBS.has(words[0].lemma) && words[0].pos === "VERB") return true;
  return words.some(
    (token, i) => token.lemma === "please" || (lower(token) === "you" && MODALS.has(lower(words[i + 1]))),
  );
};

/**
 * Whether a sentence sets work, a deadline or a reminder. Read from wink's tokens and lemmas, not the
 * raw text: "overdue" is not "due", "due to osmosis" is a cause, a "test tube" is no test, "read" of a
 * chapter counts while "the next chapter" of the lecture does not.
 */
export const isActionItem = (sentence: AnalysedSentence): boolean => {
  const tokens = sentence.tokens;
  const nouns = tokens.filter(
    (token, i) => (token.pos === "NOUN" || token.pos === "PROPN") && lower(tokens[i + 1]) !== "tube",
  );
  const work =
    nouns.some((token) => WORK.has(token.lemma)) ||
    tokens.some((token, i) => token.lemma === "problem" && tokens[i + 1]?.lemma === "set");
  const assessment = nouns.some((token) => ASSESSMENT.has(token.lemma));
  const deadline = tokens.some(
    (token, i) =>
      (lower(token) === "due" && lower(tokens[i + 1]) !== "to") ||
      token.lemma === "deadline" ||
      token.lemma === "submit" ||
      ((token.lemma === "hand" || token.lemma === "turn") && lower(tokens[i + 1]) === "in"),
  );
  const time = hasTimeMarker(tokens);
  const addressed = addressesStudent(tokens);
  const workVerb = tokens.some((token) => token.pos === "VERB" && WORK_VERBS.has(token.lemma));
  const announced = tokens.some(
    (token, i) =>
      (lower(token) === "will" && lower(tokens[i + 1]) === "be") ||
      token.lemma === "cover" ||
      token.lemma === "announce",
  );

  if (hasStrongReminder(tokens)) return true;
  if (hasWeakReminder(tokens) && (work || assessment || deadline || time || workVerb)) return true;
  if (deadline && (work || assessment || time || addressed)) return true;
  if (work && (time || (addressed && workVerb))) return true;
  if (assessment && (time || announced || (addressed && workVerb))) return true;
  return time && addressed && workVerb;
};

/** The lecture's action items in lecture order (a repeated reminder once). */
export const pickActionItems = (lecture: AnalysedLecture): StudyItem[] => {
  const seen = new Set<string>();
  return lecture.sentences
    .filter((sentence) => {
      if (!isActionItem(sentence)) return false;
      const key = sameTextKey(sentence.text);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((sentence) => studyItemOf(sentence, lecture.input.highlights));
};
