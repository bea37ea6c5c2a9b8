import { useId } from "react";
import "./TrialFaq.css";

/** The three facts of spec 1 §9, as questions a new subscriber asks. */
const QUESTIONS = [
  {
    question: "Can I get more recording hours?",
    answer: "Yes. If your plan's hours run out, you can buy extra recording hours at any time.",
  },
  {
    question: "How will I be charged?",
    answer: "Subscriptions are charged automatically to your card through our card payment provider.",
  },
  {
    question: "Can I cancel?",
    answer: "Yes, at any time from your profile page.",
  },
] as const;

/** The finish step's FAQ: native disclosure widgets, so keyboard and screen readers work unaided. */
export function TrialFaq() {
  const heading = useId();
  return (
    <section className="trial-faq" aria-labelledby={heading}>
      <h2 id={heading} className="trial-faq__title">
        Frequently asked questions
      </h2>
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question} className="trial-faq__item">
          <summary className="trial-faq__question">{question}</summary>
          <p className="trial-faq__answer">{answer}</p>
        </details>
      ))}
    </section>
  );
}
