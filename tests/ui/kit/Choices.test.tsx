// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CountryCombobox, Select, Spinner } from "../../../ui/src/kit";
import { installCssEscape } from "./jsdomCss";

installCssEscape();
afterEach(cleanup);

const COUNTRIES = [
  { id: "IE", label: "Ireland" },
  { id: "CI", label: "Côte d'Ivoire" },
];

describe("Select and CountryCombobox (spec 3 §2 texts)", () => {
  it("Select shows 'Choose ...' until something is chosen, and 'Not items found' when empty", () => {
    render(<Select label="Organisation" items={[]} selectedKey={null} onSelectionChange={() => {}} />);
    const trigger = screen.getByRole("button", { name: /Organisation/ });
    expect(trigger.textContent).toContain("Choose ...");
    fireEvent.click(trigger);
    expect(screen.getByText("Not items found")).toBeTruthy();
  });

  it("CountryCombobox filters ignoring accents and says 'Not items found' for no match", () => {
    render(<CountryCombobox label="Country" items={COUNTRIES} selectedKey={null} onSelectionChange={() => {}} />);
    const input = screen.getByRole("combobox", { name: "Country" });
    // react-aria only opens the list for typing into a focused input.
    act(() => input.focus());
    fireEvent.change(input, { target: { value: "cote" } });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Côte d'Ivoire"]);
    fireEvent.change(input, { target: { value: "zzz" } });
    expect(screen.getByText("Not items found")).toBeTruthy();
  });
});

describe("Spinner", () => {
  it("is a status with its label", () => {
    render(<Spinner label="Checking your session" />);
    expect(screen.getByRole("status").textContent).toBe("Checking your session");
  });
});
