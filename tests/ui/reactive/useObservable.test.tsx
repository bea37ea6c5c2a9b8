// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Component, type ReactNode, StrictMode } from "react";
import { Observable, Subject } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useObservable } from "../../../ui/src/reactive/useObservable";

afterEach(cleanup);

/** A source that counts who subscribed and who left, and lets the test emit. */
const countedSource = () => {
  const subject = new Subject<string>();
  const counts = { subscribed: 0, unsubscribed: 0 };
  const source$ = new Observable<string>((subscriber) => {
    counts.subscribed += 1;
    const inner = subject.subscribe(subscriber);
    return () => {
      counts.unsubscribed += 1;
      inner.unsubscribe();
    };
  });
  return { subject, counts, source$, active: () => counts.subscribed - counts.unsubscribed };
};

function Shows({ source$, initial }: { source$: Observable<string>; initial: string }) {
  return <p>{useObservable(source$, initial)}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe("useObservable", () => {
  it("shows the initial value, then each emitted one, with one subscription", () => {
    const { subject, counts, source$ } = countedSource();
    render(<Shows source$={source$} initial="none yet" />);
    expect(screen.getByText("none yet")).toBeTruthy();
    act(() => subject.next("first"));
    expect(screen.getByText("first")).toBeTruthy();
    act(() => subject.next("second"));
    expect(screen.getByText("second")).toBeTruthy();
    expect(counts).toEqual({ subscribed: 1, unsubscribed: 0 });
  });

  it("does not subscribe again when it re-renders with the same source, even with a new initial value", () => {
    const { counts, source$ } = countedSource();
    const view = render(<Shows source$={source$} initial="a" />);
    view.rerender(<Shows source$={source$} initial="b" />);
    view.rerender(<Shows source$={source$} initial="c" />);
    expect(counts).toEqual({ subscribed: 1, unsubscribed: 0 });
  });

  it("leaves the old source and follows the new one when the source changes", () => {
    const first = countedSource();
    const second = countedSource();
    const view = render(<Shows source$={first.source$} initial="from first" />);
    view.rerender(<Shows source$={second.source$} initial="from second" />);
    expect(first.counts).toEqual({ subscribed: 1, unsubscribed: 1 });
    expect(second.counts).toEqual({ subscribed: 1, unsubscribed: 0 });
    // The new source's initial value, not the old source's last one.
    expect(screen.getByText("from second")).toBeTruthy();
    act(() => first.subject.next("stale"));
    expect(screen.queryByText("stale")).toBeNull();
    act(() => second.subject.next("fresh"));
    expect(screen.getByText("fresh")).toBeTruthy();
  });

  it("unsubscribes on unmount", () => {
    const { counts, source$ } = countedSource();
    const view = render(<Shows source$={source$} initial="x" />);
    view.unmount();
    expect(counts).toEqual({ subscribed: 1, unsubscribed: 1 });
  });

  it("holds exactly one subscription under StrictMode's rehearsal mount", () => {
    const { active, source$, counts } = countedSource();
    const view = render(
      <StrictMode>
        <Shows source$={source$} initial="x" />
      </StrictMode>,
    );
    expect(active()).toBe(1);
    view.unmount();
    expect(active()).toBe(0);
    expect(counts.subscribed).toBeGreaterThanOrEqual(1);
  });

  it("rethrows the source's error during render, for the nearest error boundary", () => {
    // React logs the caught error; the test only needs the boundary's answer.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { subject, source$, active } = countedSource();
    render(
      <Boundary>
        <Shows source$={source$} initial="fine" />
      </Boundary>,
    );
    act(() => subject.error(new Error("the queue's database failed")));
    expect(screen.getByRole("alert").textContent).toBe("Error: the queue's database failed");
    expect(active()).toBe(0);
    quiet.mockRestore();
  });
});
