// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPanel } from "../../../ui/src/features/records/record/study/lazyPanel";

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe("lazyPanel (the record page's Quiz, Tutor and Slides tabs)", () => {
  it("says what loads, then shows the panel with its props; the chunk is fetched once", async () => {
    const load = vi.fn(async () => Greeting);
    const Panel = lazyPanel("Slides", load, [80]);
    render(<Panel name="Ada" />);
    expect(screen.getByText("Slides is loading...")).toBeTruthy();
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    cleanup();
    render(<Panel name="Alan" />);
    expect(await screen.findByText("Hello Alan")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a chunk that did not arrive says so, and Try again fetches it afresh", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Greeting);
    const Panel = lazyPanel("Quiz", load, [80]);
    render(<Panel name="Grace" />);
    expect((await screen.findByRole("alert")).textContent).toContain("Quiz has not loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello Grace")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
