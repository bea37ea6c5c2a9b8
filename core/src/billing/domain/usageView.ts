/** What GET v2/subscription/capacity/verify says about the plan's hours (contract 14 "Capacity"). */
export type Capacity =
  | {
      readonly kind: "measured";
      readonly planName: string;
      readonly hoursUsed: number;
      /** 0 = unlimited (spec 3 §9). */
      readonly hoursLimit: number;
    }
  /** A 402 from the same path: the plan is full; the server says why. */
  | { readonly kind: "full"; readonly title: string; readonly message: string };

/** Spec 3 §9: usage above 80 percent of the capacity warns. */
export const USAGE_WARNING_RATIO = 0.8;

/** Spec 3 §9: capacity 0 means unlimited, shown as 100. */
export const UNLIMITED_PERCENT = 100;

export const USAGE_TEXTS = {
  heading: "Recording hours",
  unlimited: "Unlimited",
  unlimitedHours: (used: string) => `${used} hours recorded · no limit on your plan`,
  used: (used: string, limit: string) => `${used} of ${limit} hours used`,
  barLabel: "Recording hours used",
  warningTitle: "You are running out of recording hours",
  warning: (percent: number) =>
    `You have used ${percent}% of your recording hours. Upgrade your plan before you run out.`,
  fullTitle: "Your plan is full",
  fullMessage: "You have used all the recording hours of your plan. Upgrade your plan to record more.",
} as const;

export type UsageLevel = "ok" | "warning" | "full" | "unlimited";

/** The usage card's content, decided here so the view only renders it. */
export interface UsageView {
  readonly level: UsageLevel;
  readonly planName: string | null;
  /** The bar's value, 0–100 (unlimited: 100, spec 3 §9). */
  readonly percent: number;
  /** "3.5 of 40 hours used", or the unlimited line. */
  readonly summary: string;
  /** The warning or the server's full message; null when all is well. */
  readonly notice: { readonly title: string; readonly message: string } | null;
}

/** Hours with at most one decimal ("3.5", "40"); tiny non-zero amounts do not round down to nothing. */
export const formatHours = (hours: number): string => {
  const safe = Number.isFinite(hours) && hours > 0 ? hours : 0;
  if (safe > 0 && safe < 0.05) return "0.1";
  return String(Math.round(safe * 10) / 10);
};

/** Whole percent of `used` in `limit`, clamped to 0–100 (limit > 0). */
export const usagePercent = (used: number, limit: number): number => {
  if (!(limit > 0)) return UNLIMITED_PERCENT;
  const ratio = Math.max(0, used) / limit;
  return Math.min(100, Math.max(0, Math.floor(ratio * 100)));
};

export const usageView = (capacity: Capacity): UsageView => {
  if (capacity.kind === "full") {
    return {
      level: "full",
      planName: null,
      percent: 100,
      summary: capacity.title || USAGE_TEXTS.fullTitle,
      notice: { title: capacity.title || USAGE_TEXTS.fullTitle, message: capacity.message },
    };
  }
  const { planName, hoursUsed, hoursLimit } = capacity;
  const used = formatHours(hoursUsed);
  if (!(hoursLimit > 0)) {
    return {
      level: "unlimited",
      planName,
      percent: UNLIMITED_PERCENT,
      summary: USAGE_TEXTS.unlimitedHours(used),
      notice: null,
    };
  }
  const percent = usagePercent(hoursUsed, hoursLimit);
  const summary = USAGE_TEXTS.used(used, formatHours(hoursLimit));
  if (hoursUsed >= hoursLimit) {
    return {
      level: "full",
      planName,
      percent: 100,
      summary,
      notice: { title: USAGE_TEXTS.fullTitle, message: USAGE_TEXTS.fullMessage },
    };
  }
  if (hoursUsed / hoursLimit > USAGE_WARNING_RATIO) {
    return {
      level: "warning",
      planName,
      percent,
      summary,
      notice: { title: USAGE_TEXTS.warningTitle, message: USAGE_TEXTS.warning(percent) },
    };
  }
  return { level: "ok", planName, percent, summary, notice: null };
};
