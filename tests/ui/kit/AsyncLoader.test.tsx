// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AsyncLoader } from "../../../ui/src/kit";

afterEach(cleanup);

/** A load() whose promises the test settles by hand. */
function manualLoads() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

describe("AsyncLoader (spec 3 §2)", () => {
  it("shows loading, then failure with Try again, then the content after a retry", async () => {
    const { load, pending } = manualLoads();
    render(
      <AsyncLoader module="Slides" load={load}>
        {(value) => <p>Loaded: {value}</p>}
      </AsyncLoader>,
    );
    expect(screen.getByText("Slides is loading...")).toBeTruthy();
    expect(pending).toHaveLength(1);

    pending[0]?.reject(new Error("network"));
    expect(await screen.findByText("Slides has not loaded.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Slides is loading...")).toBeTruthy();
    expect(pending).toHaveLength(2);

    pending[1]?.resolve("deck.pdf");
    expect(await screen.findByText("Loaded: deck.pdf")).toBeTruthy();
  });

  it("does not restart the load when re-rendered with a new inline load function", () => {
    let calls = 0;
    const view = (label: string) => (
      <AsyncLoader
        module="Editor"
        load={() => {
          calls += 1;
          return new Promise<string>(() => {});
        }}
      >
        {() => <p>{label}</p>}
      </AsyncLoader>
    );
    const { rerender } = render(view("a"));
    rerender(view("b"));
    rerender(view("c"));
    expect(calls).toBe(1);
  });
});
