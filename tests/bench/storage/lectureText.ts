/**
 * Lecture-like text for the storage benchmark's library: words drawn from a few hundred of a
 * lecture's vocabulary by a seeded generator, so the same library comes out in Node and in the tab,
 * and no two sentences repeat (a repeated paragraph would compress, and store, unrealistically well).
 */
const WORDS = `the of and to in is that it for as with was on be by this are we at from or an which you
have not can but all they one there their has more when will so about if what these would its into
than them only other some then also how such our because two may first most any now where very
between each over those after through many same while under much both well before because however
membrane cell protein energy gradient molecule diffusion osmosis transport carrier channel pump
market supply demand price equilibrium elasticity surplus shortage consumer producer revenue cost
function derivative integral limit series vector matrix eigenvalue theorem proof lemma equation
variable constant parameter estimate sample variance mean median distribution probability random
history empire treaty revolution reform parliament monarchy trade colony war peace alliance nation
reaction acid base solution concentration temperature pressure volume gas liquid solid bond carbon
oxygen hydrogen nitrogen enzyme substrate catalyst rate order mechanism structure model theory data
evidence argument example question answer problem method result analysis experiment observation
hypothesis conclusion figure table graph axis slope curve point line area region boundary surface
system process change growth decline increase decrease effect cause factor condition property value
important remember notice consider suppose assume define explain describe compare contrast measure
calculate derive prove show apply test check write read revise prepare review practise learn study
student lecture seminar tutorial week chapter section page exam paper essay assignment deadline mark
quickly slowly clearly roughly exactly simply directly largely partly mostly usually often rarely
small large high low long short early late new old simple complex common rare strong weak positive
negative linear total partial internal external natural social economic political chemical physical
cells membranes proteins molecules prices markets functions vectors empires reactions enzymes graphs
shows means gives takes makes moves holds keeps turns falls rises breaks forms builds crosses follows
happens depends matters works fails grows shifts drops stays becomes remains needs uses finds sets
look here again next last today tomorrow yesterday later earlier always never sometimes still just
right left top bottom inside outside above below across along around behind beyond within without
lipid bilayer phosphate tail head hydrophobic hydrophilic cholesterol glycoprotein receptor signal
ion sodium potassium calcium chloride charge voltage potential current resistance field force mass
momentum velocity acceleration friction wave frequency amplitude period phase energy heat work power
tax subsidy quota tariff wage labour capital interest inflation unemployment output income savings
investment policy bank money credit debt budget deficit spending government firm industry monopoly`
  .split(/\s+/)
  .filter(Boolean);

/** mulberry32: small, fast and seeded, so every run builds the same library. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export interface LectureText {
  /** A number in [0, 1). */
  random(): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  /** `count` words, lower case, space separated. */
  words(count: number): string;
  /** A sentence of `min`–`max` words, capitalised, with a full stop (and now and then a comma). */
  sentence(min?: number, max?: number): string;
}

/** The text source of one lecture (or anything else) named by `seed`. */
export const lectureText = (seed: number): LectureText => {
  const random = generator(seed * 2_654_435_761 + 1);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const word = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const words = (count: number) => Array.from({ length: count }, word).join(" ");
  const sentence = (min = 8, max = 24) => {
    const parts = Array.from({ length: between(min, max) }, (_, index) =>
      index > 3 && random() < 0.08 ? `${word()},` : word(),
    );
    const text = parts.join(" ").replace(/,$/, "");
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  return { random, between, words, sentence };
};
