// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordField, TextField } from "../../../ui/src/kit";

afterEach(cleanup);

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState("s3cret!");
  return <PasswordField label="Password" name="password" value={value} onChange={setValue} error={error} />;
}

describe("PasswordField", () => {
  it("starts hidden and the toggle says what it will do next", () => {
    render(<Harness />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveProperty("type", "password");

    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveProperty("type", "text");
    expect(screen.getByRole("status").textContent).toBe("Your password is shown.");

    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveProperty("type", "password");
    expect(screen.getByRole("status").textContent).toBe("Your password is hidden.");
  });

  it("links the error to the input and marks it invalid", () => {
    render(<Harness error="Password is required" />);
    const input = screen.getByLabelText("Password");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    const described = describedBy
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(described).toContain("Password is required");
  });
});

describe("TextField", () => {
  it("reports typed text through onChange and respects maxLength", () => {
    const seen: string[] = [];
    render(<TextField label="License key" name="key" value="" onChange={(v) => seen.push(v)} maxLength={23} />);
    const input = screen.getByRole("textbox", { name: "License key" });
    expect(input.getAttribute("maxlength")).toBe("23");
    fireEvent.change(input, { target: { value: "ABC" } });
    expect(seen).toEqual(["ABC"]);
  });
});
