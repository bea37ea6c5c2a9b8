import { clsx } from "clsx";
import { ChevronLeft, ChevronRight, Crown } from "lucide-react";
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import "./TabsBar.css";

/** Spec 3 §9: tab labels are cut at 20 symbols (the full title stays in the tooltip and the name). */
export const TAB_LABEL_MAX = 20;
/** Spec 3 §2: the tabs bar's scroll event is debounced by 150 ms. */
export const TABS_SCROLL_DEBOUNCE_MS = 150;

export const TABS_BAR_TEXTS = {
  skip: "Skip tab content",
  scrollLeft: "Scroll tabs left",
  scrollRight: "Scroll tabs right",
  premium: "Premium",
} as const;

export interface TabsBarTab {
  /** Stable id; also the `?tab=` value that selects it. */
  readonly id: string;
  readonly title: string;
  /** Decorative icon before the title. */
  readonly icon?: ReactNode;
  /** Shows the premium badge (a plan feature). */
  readonly premium?: boolean;
  /** A route of its own: selecting the tab navigates there (the tab is a real link). */
  readonly href?: string;
}

export interface TabsBarProps {
  readonly tabs: readonly TabsBarTab[];
  /** The current address (pathname + search): it decides the selected tab (tabForLocation). */
  readonly currentUrl: string;
  /** The reader chose a tab: update the address (set `?tab=` or follow the tab's href). */
  readonly onSelect: (tab: TabsBarTab) => void;
  /** The tab list's accessible name. */
  readonly label: string;
  /** The search parameter naming the tab. @default "tab" */
  readonly param?: string;
  /** The selected tab's content. */
  readonly children: ReactNode;
  readonly className?: string;
}

/** A title cut to TAB_LABEL_MAX symbols (code points, so an emoji is never split), with an ellipsis. */
export const truncateTabLabel = (title: string): string => {
  const symbols = Array.from(title);
  return symbols.length > TAB_LABEL_MAX ? `${symbols.slice(0, TAB_LABEL_MAX).join("")}…` : title;
};

/**
 * The tab the address selects: a tab whose href names this path (and its `?param=` if the href has
 * one), else the tab whose id is the `?param=` value, else the first tab.
 */
export const tabForLocation = (tabs: readonly TabsBarTab[], currentUrl: string, param = "tab"): TabsBarTab | null => {
  const here = new URL(currentUrl, "http://tabs.invalid");
  const byHref = tabs.find((tab) => {
    if (tab.href === undefined) return false;
    const target = new URL(tab.href, here);
    if (target.pathname !== here.pathname) return false;
    const wanted = target.searchParams.get(param);
    return wanted === null || wanted === here.searchParams.get(param);
  });
  const requested = here.searchParams.get(param);
  return byHref ?? tabs.find((tab) => tab.id === requested) ?? tabs[0] ?? null;
};

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The tabs bar of spec 3 §2: WAI-ARIA tabs (one tab stop, arrows/Home/End select), the tab the
 * address names selected, scroll arrows while the tabs overflow, and a 'Skip tab content' button
 * that moves focus past the panel. Router-free: it reads `currentUrl` and reports `onSelect`.
 */
export function TabsBar({ tabs, currentUrl, onSelect, label, param = "tab", children, className }: TabsBarProps) {
  const prefix = useId().replace(/:/g, "");
  const selected = tabForLocation(tabs, currentUrl, param);
  const scroller = useRef<HTMLDivElement>(null);
  const after = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });
  const tabId = (tab: TabsBarTab) => `${prefix}-tab-${tab.id}`;

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setOverflow((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);

  // Overflow changes with the bar's width and its tabs; scrolling re-checks after the 150 ms debounce.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    measure();
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, TABS_SCROLL_DEBOUNCE_MS);
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener("scroll", onScroll);
      resize?.disconnect();
    };
  }, [measure, tabs]);

  // The selected tab is brought into the bar's view (horizontally only: the page does not jump).
  useLayoutEffect(() => {
    const element = scroller.current;
    const tab = selected ? element?.querySelector<HTMLElement>(`#${tabId(selected)}`) : null;
    if (!element || !tab) return;
    if (tab.offsetLeft < element.scrollLeft) element.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > element.scrollLeft + element.clientWidth)
      element.scrollLeft = tab.offsetLeft + tab.offsetWidth - element.clientWidth;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected?.id]);

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    element?.scrollBy({ left: direction * Math.max(80, element.clientWidth * 0.7), behavior: "smooth" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step || !selected || tabs.length === 0) return;
    event.preventDefault();
    // From the tab that has focus: selecting goes through the address, which may lag behind quick
    // presses while the next tab's code loads, and each press must still move on.
    const focused = tabs.findIndex((tab) => tabId(tab) === event.currentTarget.id);
    const next = tabs[step(focused >= 0 ? focused : tabs.indexOf(selected), tabs.length)];
    if (!next) return;
    onSelect(next);
    scroller.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };

  const choose = (tab: TabsBarTab) => (event: MouseEvent) => {
    // A link tab opened in a new tab or window (modifier or middle click) is the browser's business.
    if (tab.href !== undefined && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    onSelect(tab);
  };

  return (
    <div className={clsx("kit-tabs", className)}>
      <div className="kit-tabs__bar">
        {overflow.left && (
          <button
            type="button"
            className="kit-tabs__arrow kit-tabs__arrow--left"
            aria-label={TABS_BAR_TEXTS.scrollLeft}
            tabIndex={-1}
            onClick={() => scrollBy(-1)}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
        )}
        <div ref={scroller} className="kit-tabs__scroller">
          <div role="tablist" aria-label={label} className="kit-tabs__list">
            {tabs.map((tab) => {
              const isSelected = tab === selected;
              const text = truncateTabLabel(tab.title);
              const shared = {
                id: tabId(tab),
                role: "tab",
                className: clsx("kit-tabs__tab", isSelected && "kit-tabs__tab--selected"),
                "aria-selected": isSelected,
                "aria-controls": `${prefix}-panel`,
                tabIndex: isSelected ? 0 : -1,
                title: text === tab.title ? undefined : tab.title,
                "aria-label": tab.premium
                  ? `${tab.title}, ${TABS_BAR_TEXTS.premium}`
                  : text === tab.title
                    ? undefined
                    : tab.title,
                onClick: choose(tab),
                onKeyDown,
              } as const;
              const content = (
                <>
                  {tab.icon !== undefined && (
                    <span className="kit-tabs__icon" aria-hidden="true">
                      {tab.icon}
                    </span>
                  )}
                  <span className="kit-tabs__title">{text}</span>
                  {tab.premium && (
                    <span className="kit-tabs__premium" aria-hidden="true">
                      <Crown size={12} />
                      {TABS_BAR_TEXTS.premium}
                    </span>
                  )}
                </>
              );
              return tab.href === undefined ? (
                <button key={tab.id} type="button" {...shared}>
                  {content}
                </button>
              ) : (
                <a key={tab.id} href={tab.href} {...shared}>
                  {content}
                </a>
              );
            })}
          </div>
        </div>
        {overflow.right && (
          <button
            type="button"
            className="kit-tabs__arrow kit-tabs__arrow--right"
            aria-label={TABS_BAR_TEXTS.scrollRight}
            tabIndex={-1}
            onClick={() => scrollBy(1)}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      <button type="button" className="kit-tabs__skip" onClick={() => after.current?.focus()}>
        {TABS_BAR_TEXTS.skip}
      </button>
      <div
        id={`${prefix}-panel`}
        role="tabpanel"
        aria-labelledby={selected ? tabId(selected) : undefined}
        className="kit-tabs__panel"
      >
        {children}
      </div>
      {/* Where 'Skip tab content' puts focus: Tab goes on from here to whatever follows the panel. */}
      <span ref={after} tabIndex={-1} className="kit-tabs__after" />
    </div>
  );
}
