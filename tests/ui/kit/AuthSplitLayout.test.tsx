// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_SLIDES, AuthSplitLayout } from "../../../ui/src/kit";

afterEach(cleanup);

const slide = () => screen.getByTestId("auth-carousel-slide");
const currentDot = () =>
  screen.getAllByRole("button", { name: /^Slide \d of 4$/ }).find((dot) => dot.getAttribute("aria-current") === "true");

describe("AuthSplitLayout (spec 1 §2)", () => {
  it("lists exactly the four benefits of spec 1 §1", () => {
    expect(AUTH_SLIDES.map((s) => s.title)).toEqual([
      "Multimedia notes",
      "AI flashcard quizzes",
      "Personalised AI tutor chat about your lectures",
      "Advanced note-taking and study tool",
    ]);
  });

  it("advances on click and wraps after the last slide", () => {
    render(
      <AuthSplitLayout title="Login" showCarousel>
        <h1>Welcome back</h1>
      </AuthSplitLayout>,
    );
    const titles: string[] = [];
    for (let i = 0; i < 5; i++) {
      titles.push(within(slide()).getByRole("heading").textContent ?? "");
      fireEvent.click(slide());
    }
    expect(titles).toEqual([
      "Multimedia notes",
      "AI flashcard quizzes",
      "Personalised AI tutor chat about your lectures",
      "Advanced note-taking and study tool",
      "Multimedia notes",
    ]);
  });

  it("marks the active dot and jumps with the dots", () => {
    render(
      <AuthSplitLayout title="Login" showCarousel>
        <h1>Welcome back</h1>
      </AuthSplitLayout>,
    );
    expect(currentDot()?.getAttribute("aria-label")).toBe("Slide 1 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Slide 3 of 4" }));
    expect(currentDot()?.getAttribute("aria-label")).toBe("Slide 3 of 4");
    expect(within(slide()).getByRole("heading").textContent).toBe("Personalised AI tutor chat about your lectures");
  });

  it("sets the document title, the main landmark and the copyright; no carousel when told so", () => {
    render(
      <AuthSplitLayout title="Sign Up" showCarousel={false}>
        <h1>Let's create your account</h1>
      </AuthSplitLayout>,
    );
    expect(document.title).toBe("Sign Up - Lectern");
    expect(screen.getByRole("main").id).toBe("main-content");
    expect(screen.getByText(`© ${new Date().getFullYear()} Lectern. All rights reserved.`)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Slide/ })).toBeNull();
  });
});
