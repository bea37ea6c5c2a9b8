import type { DemoPoiType, DemoSpeakerTurn } from "../../db/DemoSnapshot";
import cellBiology from "./cell-biology.lecture.json";
import supplyAndDemand from "./supply-and-demand.lecture.json";

/** What scripts/demo-lectures/make.mjs measured while making a lecture's media. */
export interface MadeLecture {
  readonly name: string;
  readonly title: string;
  readonly kind: "audio" | "combined";
  /** The committed file under ui/public/demo-lectures/. */
  readonly mediaFile: string;
  readonly mimeType: string;
  readonly bytes: number;
  /** Seconds. */
  readonly duration: number;
  readonly speakers: readonly { readonly id: string; readonly name: string }[];
  readonly highlights: readonly {
    readonly type: DemoPoiType;
    readonly name: string;
    readonly start: number;
    readonly end: number;
  }[];
  readonly turns: readonly DemoSpeakerTurn[];
}

/** A seeded lecture: the measured media plus what a student and the summariser would have added. */
export interface DemoLecture {
  readonly made: MadeLecture;
  /** How many days before the account was made the lecture took place, and at what hour (UTC). */
  readonly daysAgo: number;
  readonly hour: number;
  readonly description: string;
  readonly tags: readonly string[];
  /** Tags of the highlight with the same index. */
  readonly highlightTags: readonly (readonly string[])[];
  /** `highlight` is the index of the highlight the note belongs to; null for the session-wide note. */
  readonly notes: readonly { readonly highlight: number | null; readonly text: string }[];
  /** Markdown; `at` is a moment inside the transcript sentence it summarises (its times are stored). */
  readonly summary: readonly AuthoredItem[];
  readonly keyPoints: readonly AuthoredItem[];
  /** `text` plain; `highlighted` the same words with the key phrase in <b>. */
  readonly actionItems: readonly (AuthoredItem & { readonly highlighted: string })[];
}

/** Authored study text and a moment (seconds) inside the transcript sentence it comes from. */
export interface AuthoredItem {
  readonly text: string;
  readonly at: number;
}

const CELL_BIOLOGY: DemoLecture = {
  made: cellBiology as MadeLecture,
  daysAgo: 3,
  hour: 9,
  description:
    "<p>Week 4 of <strong>BIO 110 Cell biology</strong> with Dr. Helen Marsh: the structure of the plasma membrane and how substances cross it.</p>",
  tags: ["Biology", "Exam"],
  highlightTags: [["Biology"], ["Exam"], ["Biology"], ["Exam"]],
  notes: [
    {
      highlight: null,
      text: "Membrane = phospholipid bilayer (~7 nm). Fluid mosaic model (Singer & Nicolson, 1972). Transport: simple diffusion, facilitated diffusion, osmosis, active transport, bulk transport. Seminar on Thursday: bring the potato results.",
    },
    {
      highlight: 1,
      text: "Definition to learn word for word: fluid, because phospholipids and proteins move sideways; mosaic, because proteins are scattered through the bilayer like tiles.",
    },
    {
      highlight: 3,
      text: "Comparison table, 4 columns: energy? protein? direction relative to the gradient? example. Worth 6 marks on last year's paper.",
    },
  ],
  summary: [
    {
      text: "Dr. Marsh introduced the plasma membrane as a phospholipid bilayer about seven nanometres thick: each phospholipid has a hydrophilic phosphate head and two hydrophobic fatty acid tails.",
      at: 25,
    },
    {
      text: "The bilayer forms in water by itself because of the hydrophobic effect, which is also why small tears seal again.",
      at: 60,
    },
    {
      text: "The fluid mosaic model (Singer and Nicolson, 1972): phospholipids and many proteins move sideways, and proteins are scattered like tiles in a mosaic.",
      at: 75,
    },
    {
      text: "Integral proteins span the bilayer as channels and carriers, peripheral proteins act as receptors or enzymes, glycoproteins and glycolipids let cells recognise each other, and cholesterol buffers fluidity against temperature changes.",
      at: 100,
    },
    {
      text: "Small non-polar molecules cross by simple diffusion; ions and polar molecules use facilitated diffusion through channel and carrier proteins, which can saturate.",
      at: 173,
    },
    {
      text: "Osmosis moves water down its water potential gradient, largely through aquaporins: red blood cells in pure water burst, plant cells become turgid.",
      at: 195,
    },
    {
      text: "Active transport works against the gradient using ATP (the sodium potassium pump moves three sodium ions out and two potassium ions in); large particles move in bulk by endocytosis and exocytosis.",
      at: 240,
    },
  ],
  keyPoints: [
    {
      text: "The bilayer forms **spontaneously**: hydrophilic heads face the water, hydrophobic tails hide in the middle.",
      at: 34,
    },
    {
      text: "Fluid mosaic model: lipids and proteins move sideways; proteins are scattered like tiles. **Learn the definition exactly.**",
      at: 90,
    },
    { text: "Cholesterol makes the membrane less fluid when hot and keeps it flexible when cold.", at: 130 },
    {
      text: "Diffusion and facilitated diffusion are passive and go down the concentration gradient; carriers can saturate.",
      at: 180,
    },
    {
      text: "Osmosis moves water from higher to lower water potential; pure water is zero. Red blood cells in pure water burst (haemolysis), plant cells become turgid.",
      at: 195,
    },
    {
      text: "Active transport uses ATP to move substances against their gradient: the sodium potassium pump swaps 3 Na⁺ out for 2 K⁺ in.",
      at: 250,
    },
  ],
  actionItems: [
    {
      text: "Read chapter four on membranes before next week.",
      highlighted: "<b>Read chapter four</b> on membranes before next week.",
      at: 298,
    },
    {
      text: "Complete the osmosis practical worksheet with the potato cylinders.",
      highlighted: "Complete the <b>osmosis practical worksheet</b> with the potato cylinders.",
      at: 300,
    },
    {
      text: "Bring your results to the seminar on Thursday to plot the water potential graph.",
      highlighted: "Bring your results to the <b>seminar on Thursday</b> to plot the water potential graph.",
      at: 305,
    },
    {
      text: "Learn the transport comparison table: energy, protein, direction and an example.",
      highlighted: "Learn the <b>transport comparison table</b>: energy, protein, direction and an example.",
      at: 286,
    },
  ],
};

const SUPPLY_AND_DEMAND: DemoLecture = {
  made: supplyAndDemand as MadeLecture,
  daysAgo: 1,
  hour: 14,
  description:
    "<p>Lecture 3 of <strong>ECON 101 Microeconomics</strong> with Prof. Daniel Reyes: demand, supply, equilibrium, elasticity and price controls, with slides.</p>",
  tags: ["Economics", "Exam"],
  highlightTags: [["Economics"], [], ["Exam"], ["Economics"]],
  notes: [
    {
      highlight: null,
      text: "Problem set 3 due Friday (question 2: coffee market after a frost). Read chapter 5 on elasticity. Labour markets lecture will revisit the minimum wage.",
    },
    {
      highlight: 0,
      text: "Own price changes: movement along the curve. Income, tastes, prices of substitutes and complements: the curve shifts.",
    },
    {
      highlight: 2,
      text: "Four steps: draw, shift, find the shortage or surplus at the old price, read the new equilibrium. Frost: supply left, price up, quantity down.",
    },
  ],
  summary: [
    {
      text: "Prof. Reyes introduced the supply and demand model. The law of demand says the quantity demanded falls as the price rises, so the demand curve slopes down.",
      at: 18,
    },
    {
      text: "A change in the good's own price moves along the curve, while income, tastes and the prices of substitutes and complements shift it.",
      at: 35,
    },
    { text: "Normal goods see demand rise with income, inferior goods see it fall.", at: 80 },
    {
      text: "The law of supply says firms offer more at higher prices, and supply shifts with production costs, technology and the number of sellers.",
      at: 97,
    },
    {
      text: "Where the curves cross is the market equilibrium: surpluses push the price down and shortages push it up.",
      at: 120,
    },
    {
      text: "A frost that destroys half the coffee harvest shifts supply left, raising the price and lowering the quantity, which the examiners want shown with the four step method.",
      at: 160,
    },
    {
      text: "Price elasticity of demand is the percentage change in quantity demanded divided by the percentage change in price; goods with few substitutes are inelastic, and consumers pay most of a tax on them, as with cigarettes.",
      at: 181,
    },
    {
      text: "Price ceilings below equilibrium cause shortages and price floors above it cause surpluses, although a moderate minimum wage need not raise unemployment when a few large employers set wages.",
      at: 235,
    },
  ],
  keyPoints: [
    {
      text: "**Demand slopes down, supply slopes up**: a linear demand curve \\( Q_d = a - bP \\) loses b units for every pound the price rises.",
      at: 29,
    },
    { text: "Own price: movement along the curve. Anything else: the curve **shifts**.", at: 36 },
    {
      text: "Substitutes (tea and coffee) and complements (printers and ink) shift demand in opposite ways.",
      at: 58,
    },
    { text: "Equilibrium is where the curves cross: no pressure for the price to change.", at: 116 },
    {
      text: "Four step method: draw, shift, find the shortage or surplus, read the new equilibrium.",
      at: 168,
    },
    {
      text: "Elasticity = % change in quantity / % change in price; inelastic goods put most of a tax on consumers.",
      at: 182,
    },
    { text: "A ceiling below equilibrium creates a shortage; a floor above it creates a surplus.", at: 236 },
  ],
  actionItems: [
    {
      text: "Complete problem set three, due on Friday.",
      highlighted: "Complete <b>problem set three</b>, due on Friday.",
      at: 299,
    },
    {
      text: "Draw the coffee market after a frost for question two, using the four step method.",
      highlighted: "Draw the <b>coffee market after a frost</b> for question two, using the four step method.",
      at: 305,
    },
    {
      text: "Read chapter five of the textbook on elasticity.",
      highlighted: "Read <b>chapter five</b> of the textbook on elasticity.",
      at: 310,
    },
  ],
};

/** The lectures every demo account starts with, oldest first. */
export const DEMO_LECTURES: readonly DemoLecture[] = [CELL_BIOLOGY, SUPPLY_AND_DEMAND];
