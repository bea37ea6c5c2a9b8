// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorPage } from "../../../ui/src/features/errors/ErrorPage";

afterEach(cleanup);

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <ErrorPage />
    </MemoryRouter>,
  );

describe("ErrorPage (/error, spec 3 §2)", () => {
  it("without parameters has the spec's generic title, not 'Error Error'", () => {
    renderAt("/error");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Something went wrong");
    expect(screen.getByText("Lectern could not finish what you asked for.")).toBeTruthy();
    expect(document.title).toBe("Something went wrong - Lectern");
    expect(screen.getByRole("link", { name: "Back to your recordings" }).getAttribute("href")).toBe("/records");
  });

  it("shows the code and the message it was given", () => {
    renderAt("/error?code=404&message=This%20recording%20was%20removed");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Error 404");
    expect(screen.getByText("This recording was removed")).toBeTruthy();
    expect(screen.getByText(/quote the code above/)).toBeTruthy();
  });
});
