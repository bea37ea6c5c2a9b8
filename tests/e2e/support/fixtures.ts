import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Runs axe on the current page and fails on any serious or critical finding. */
export const expectNoSeriousA11yIssues = async (page: Page): Promise<void> => {
  // A dialog fading in has, for a moment, the contrast of a half-transparent button: axe judges the
  // settled page, so react-aria's entering animations finish first.
  await expect(page.locator("[data-entering]")).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    // react-aria's announcer speaks a pending button's name through a role="img" node labelled by the
    // button; once the button has gone (the form navigated away) the node lingers for seven seconds
    // with a dangling label. It is off-screen, transient and not ours to label.
    .exclude("[data-live-announcer]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(", ")}`)).toEqual(
    [],
  );
};

export const test = base;
export { expect };
