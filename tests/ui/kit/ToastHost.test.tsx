// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastHost, useToasts, type ToastOptions } from "../../../ui/src/kit";

function Trigger({ options }: { options: ToastOptions }) {
  const toasts = useToasts();
  return (
    <button type="button" onClick={() => toasts.show(options)}>
      Notify
    </button>
  );
}

const renderWith = (options: ToastOptions) =>
  render(
    <ToastHost>
      <Trigger options={options} />
    </ToastHost>,
  );

const toastCount = () => screen.queryAllByRole("alertdialog").length;

// The toast regions load with the first toast of the page (ToastHostLazy.test.tsx checks that);
// one toast on real timers first, so the timings below are counted from a toast drawn at once.
beforeAll(async () => {
  renderWith({ text: "Warming up", type: "info" });
  fireEvent.click(screen.getByRole("button", { name: "Notify" }));
  await screen.findByRole("alertdialog");
  cleanup();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("toasts (spec 3 §8)", () => {
  it("hide a regular toast after 10000 ms, not before", () => {
    renderWith({ text: "Slides uploaded", type: "success" });
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    expect(toastCount()).toBe(1);

    act(() => vi.advanceTimersByTime(9_999));
    expect(toastCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastCount()).toBe(0);
  });

  it("hide a small toast after 3000 ms", () => {
    renderWith({ text: "Copied", type: "info", small: true });
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    act(() => vi.advanceTimersByTime(2_999));
    expect(toastCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastCount()).toBe(0);
  });

  it("honour a custom timeout", () => {
    renderWith({ text: "Saved", type: "success", timeoutMs: 500 });
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    act(() => vi.advanceTimersByTime(500));
    expect(toastCount()).toBe(0);
  });

  it("announce info politely and danger assertively", () => {
    const { unmount } = renderWith({ text: "Slides uploaded", type: "success" });
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    expect(screen.getByRole("status").textContent).toBe("Slides uploaded");
    expect(screen.getByRole("alert", { hidden: true }).textContent).toBe("");
    unmount();

    renderWith({ text: "Slides not removed", type: "danger" });
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    expect(screen.getByRole("alert", { hidden: true }).textContent).toBe("Slides not removed");
  });

  it("can be dismissed before the timer runs out", () => {
    renderWith({ text: "Slides uploaded", type: "success" });
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(toastCount()).toBe(0);
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
