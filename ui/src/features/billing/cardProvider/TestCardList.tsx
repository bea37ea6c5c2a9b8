import type { TestCard } from "@lectern/core/billing/api/cardSetupReply";
import { Button } from "../../../kit";
import { PROVIDER_PAGE_TEXTS as TEXTS } from "./providerTexts";

/** The provider's test cards and what each does, listed on its page for the person to use. */
export function TestCardList({ cards, onUse }: { cards: readonly TestCard[]; onUse: (number: string) => void }) {
  if (cards.length === 0) return null;
  return (
    <aside className="card-provider__panel test-cards" aria-labelledby="test-cards-heading">
      <h2 id="test-cards-heading" className="test-cards__heading">
        {TEXTS.testCardsHeading}
      </h2>
      <p className="test-cards__lead">{TEXTS.testCardsLead}</p>
      <table className="test-cards__table">
        <caption className="kit-visually-hidden">{TEXTS.testCardsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXTS.numberColumn}</th>
            <th scope="col">{TEXTS.outcomeColumn}</th>
            <th scope="col">
              <span className="kit-visually-hidden">{TEXTS.use}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.number}>
              <td className="test-cards__number">{card.number}</td>
              <td>
                <span className={`test-cards__outcome test-cards__outcome--${outcomeTone(card.outcome)}`}>
                  {card.outcome}
                </span>
              </td>
              <td className="test-cards__use">
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => onUse(card.number)}
                  aria-label={TEXTS.fillLabel(card.number)}
                >
                  {TEXTS.use}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </aside>
  );
}

/** A colour family for an outcome: the words say it too, so colour is never the only cue. */
const outcomeTone = (outcome: string): "ok" | "bad" | "warn" => {
  const text = outcome.toLowerCase();
  if (text.includes("renewals")) return "warn";
  if (text.includes("declined") || text.includes("insufficient")) return "bad";
  return "ok";
};
