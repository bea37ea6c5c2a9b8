// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorPage } from "../../../ui/src/features/errors/ErrorPage";
import { errorPageContent } from "../../../ui/src/features/errors/errorPageContent";
import { ERROR_MESSAGE_MAX_LENGTH, ERROR_TEXTS as TEXTS } from "../../../ui/src/features/errors/errorTexts";

afterEach(cleanup);

const renderAt = (...entries: string[]) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/error" element={<ErrorPage />} />
        <Route path="/records" element={<h1>Recordings</h1>} />
        <Route path="/records/:id" element={<h1>A recording</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe("ErrorPage (/error, spec 3 §2)", () => {
  it("without a code: the generic heading and message, and the ways back", () => {
    renderAt("/error");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Something went wrong");
    expect(screen.getByText(TEXTS.defaultMessage.other)).toBeTruthy();
    expect(document.title).toBe("Something went wrong - Lectern");
    expect(screen.getByRole("link", { name: TEXTS.goToRecordings }).getAttribute("href")).toBe("/records");
    expect(screen.getByRole("button", { name: TEXTS.goBack })).toBeTruthy();
  });

  it("404: the code large, 'Page not found', and the address's message", () => {
    renderAt("/error?code=404&message=This%20recording%20was%20removed");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    expect(screen.getByText("404")).toBeTruthy();
    expect(screen.getByText("Error 404")).toBeTruthy();
    expect(screen.getByText("This recording was removed")).toBeTruthy();
  });

  it("403 has its own heading; another code the generic one", () => {
    renderAt("/error?code=403");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("You don't have access to this page");
    expect(screen.getByText(TEXTS.defaultMessage["403"])).toBeTruthy();
    cleanup();
    renderAt("/error?code=500&message=Server%20error");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Something went wrong");
    expect(screen.getByText("500")).toBeTruthy();
  });

  it("shows the message as plain text, never as HTML", () => {
    const message = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { container } = renderAt(`/error?code=404&message=${encodeURIComponent(message)}`);
    expect(screen.getByText(message)).toBeTruthy();
    expect(container.querySelector("img, b")).toBeNull();
  });

  it("caps a long message and ignores a code that is not an HTTP status", () => {
    const long = "word ".repeat(200);
    const content = errorPageContent("<script>", long);
    expect(content.code).toBeNull();
    expect(content.heading).toBe(TEXTS.generic);
    expect(content.message.length).toBe(ERROR_MESSAGE_MAX_LENGTH);
    expect(content.message.endsWith("…")).toBe(true);
    expect(errorPageContent(null, "  two \n lines ").message).toBe("two lines");
  });

  it("Go back returns to the previous page; opened directly it goes to the recordings", () => {
    renderAt("/records/7", "/error?code=404");
    fireEvent.click(screen.getByRole("button", { name: TEXTS.goBack }));
    expect(screen.getByRole("heading", { name: "A recording" })).toBeTruthy();
    cleanup();
    renderAt("/error?code=404");
    fireEvent.click(screen.getByRole("button", { name: TEXTS.goBack }));
    expect(screen.getByRole("heading", { name: "Recordings" })).toBeTruthy();
  });
});
