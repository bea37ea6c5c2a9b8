// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  TABS_SCROLL_DEBOUNCE_MS,
  TabsBar,
  type TabsBarTab,
  tabForLocation,
  truncateTabLabel,
} from "../../../ui/src/kit/TabsBar";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const TABS: TabsBarTab[] = [
  { id: "transcript", title: "Transcript" },
  { id: "notes", title: "Notes" },
  { id: "summary", title: "Summary of the whole lecture", premium: true },
  { id: "slides", title: "Slides", href: "/records/7/slides" },
];

/** The bar driven like a page drives it: the address is state, a selection writes `?tab=`. */
function Page({ initialUrl = "/records/7", onSelect }: { initialUrl?: string; onSelect?: (tab: TabsBarTab) => void }) {
  const [url, setUrl] = useState(initialUrl);
  return (
    <>
      <TabsBar
        tabs={TABS}
        currentUrl={url}
        label="Record"
        onSelect={(tab) => {
          onSelect?.(tab);
          setUrl(tab.href ?? `/records/7?tab=${tab.id}`);
        }}
      >
        <p>Panel of {url}</p>
        <button type="button">Inside the panel</button>
      </TabsBar>
      <button type="button">After the tabs</button>
    </>
  );
}

describe("tabForLocation", () => {
  it("selects by ?tab=, by a tab's own route, else the first tab", () => {
    expect(tabForLocation(TABS, "/records/7?tab=notes")?.id).toBe("notes");
    expect(tabForLocation(TABS, "/records/7/slides")?.id).toBe("slides");
    expect(tabForLocation(TABS, "/records/7?tab=unknown")?.id).toBe("transcript");
    expect(tabForLocation(TABS, "/records/7")?.id).toBe("transcript");
    expect(tabForLocation([], "/")).toBeNull();
  });
});

describe("truncateTabLabel", () => {
  it("cuts at 20 symbols, never inside an emoji", () => {
    expect(truncateTabLabel("Summary of the whole lecture")).toBe("Summary of the whole…");
    expect(truncateTabLabel("Exactly twenty chars")).toBe("Exactly twenty chars");
    expect(truncateTabLabel("🎓".repeat(21))).toBe(`${"🎓".repeat(20)}…`);
  });
});

describe("TabsBar", () => {
  it("is a tablist whose selected tab follows the address and controls the panel", () => {
    render(<Page initialUrl="/records/7?tab=notes" />);
    const tabs = screen.getAllByRole("tab");
    expect(screen.getByRole("tablist", { name: "Record" })).toBeTruthy();
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["false", "true", "false", "false"]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(tabs[1]?.id);
    expect(tabs[1]?.getAttribute("aria-controls")).toBe(panel.id);
  });

  it("shows a long title cut to 20 symbols with the whole title as tooltip and name, and the premium badge", () => {
    render(<Page />);
    const summary = screen.getByRole("tab", { name: "Summary of the whole lecture, Premium" });
    expect(summary.textContent).toContain("Summary of the whole…");
    expect(summary.getAttribute("title")).toBe("Summary of the whole lecture");
    expect(screen.getByRole("tab", { name: "Notes" }).getAttribute("title")).toBeNull();
  });

  it("moves on from the focused tab while the address has not caught up (quick presses, a tab still loading)", () => {
    const onSelect = vi.fn();
    // The address never changes here: the selection lags as it does while the next tab's code loads.
    render(
      <TabsBar tabs={TABS} currentUrl="/records/7" onSelect={onSelect} label="Recording details">
        <p>Panel</p>
      </TabsBar>,
    );
    const first = screen.getByRole("tab", { name: "Transcript" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Summary of the whole lecture, Premium" }));
    expect(onSelect.mock.calls.map(([tab]) => (tab as TabsBarTab).id)).toEqual(["notes", "summary"]);
  });

  it("moves selection and focus with the arrow keys, Home and End (wrapping)", () => {
    const onSelect = vi.fn();
    render(<Page onSelect={onSelect} />);
    const first = screen.getByRole("tab", { name: "Transcript" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Notes" }));
    expect(screen.getByRole("tab", { name: "Notes" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(document.activeElement as Element, { key: "End" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Slides" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    expect(onSelect.mock.calls.map(([tab]) => (tab as TabsBarTab).id)).toEqual([
      "notes",
      "slides",
      "transcript",
      "slides",
    ]);
    expect(screen.getByText("Panel of /records/7/slides")).toBeTruthy();
  });

  it("selects a route tab on click through onSelect, but leaves a modified click to the browser", () => {
    const onSelect = vi.fn();
    render(<Page onSelect={onSelect} />);
    const slides = screen.getByRole("tab", { name: "Slides" });
    expect(slides.getAttribute("href")).toBe("/records/7/slides");
    const newWindow = fireEvent.click(slides, { ctrlKey: true });
    expect(newWindow).toBe(true); // not prevented: the browser opens the link
    expect(onSelect).not.toHaveBeenCalled();
    expect(fireEvent.click(slides)).toBe(false);
    expect(onSelect).toHaveBeenCalledWith(TABS[3]);
  });

  it("'Skip tab content' moves focus past the panel, so Tab goes on after it", () => {
    render(<Page />);
    fireEvent.click(screen.getByRole("button", { name: "Skip tab content" }));
    const focused = document.activeElement as HTMLElement;
    expect(screen.getByRole("tabpanel").contains(focused)).toBe(false);
    // What comes next in document order is the button after the tabs.
    expect(focused.compareDocumentPosition(screen.getByRole("button", { name: "After the tabs" }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(focused.compareDocumentPosition(screen.getByRole("button", { name: "Inside the panel" }))).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
  });

  it("shows scroll arrows while the tabs overflow, re-checked 150 ms after scrolling stops", () => {
    vi.useFakeTimers();
    // jsdom has no layout: the bar is 200 px wide with 500 px of tabs.
    const sizes = vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(200);
    const widths = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(500);
    render(<Page />);
    expect(screen.getByRole("button", { name: "Scroll tabs right" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Scroll tabs left" })).toBeNull();
    const scroller = screen.getByRole("tablist").parentElement as HTMLElement;
    scroller.scrollLeft = 300;
    fireEvent.scroll(scroller);
    act(() => vi.advanceTimersByTime(TABS_SCROLL_DEBOUNCE_MS - 1));
    expect(screen.queryByRole("button", { name: "Scroll tabs left" })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Scroll tabs left" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Scroll tabs right" })).toBeNull();
    sizes.mockRestore();
    widths.mockRestore();
  });
});
