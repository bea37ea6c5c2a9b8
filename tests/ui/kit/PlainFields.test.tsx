// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Button, Checkbox, PasswordField, TextField } from "../../../ui/src/kit/plain";

afterEach(cleanup);

/** The texts an element's aria-describedby points at, in order. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);

describe("plain TextField", () => {
  it("is named by its visible label and reports typing through onChange", () => {
    const seen: string[] = [];
    render(<TextField label="Email" name="email" type="email" value="" onChange={(v) => seen.push(v)} isRequired />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-required")).toBe("true");
    // aria-required, not required: the core validates, the browser's bubbles never show.
    expect(input.hasAttribute("required")).toBe(false);
    fireEvent.change(input, { target: { value: "sam@example.com" } });
    expect(seen).toEqual(["sam@example.com"]);
  });

  it("links the description and, when there is one, the error; the error marks it invalid", () => {
    const { rerender } = render(
      <TextField label="Referral code" name="referral" value="" onChange={() => undefined} description="Optional." />,
    );
    const input = screen.getByRole("textbox", { name: "Referral code" });
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(descriptionOf(input)).toEqual(["Optional."]);

    rerender(
      <TextField
        label="Referral code"
        name="referral"
        value=""
        onChange={() => undefined}
        description="Optional."
        error="The referral code is invalid."
      />,
    );
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)).toEqual(["Optional.", "The referral code is invalid."]);
  });
});

describe("plain PasswordField", () => {
  function Harness() {
    const [value, setValue] = useState("s3cret!");
    return <PasswordField label="Password" name="password" value={value} onChange={setValue} />;
  }

  it("starts hidden; the toggle says what it will do and the status line confirms it", () => {
    render(<Harness />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveProperty("type", "password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveProperty("type", "text");
    expect(screen.getByRole("status").textContent).toBe("Your password is shown.");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveProperty("type", "password");
  });
});

describe("plain Checkbox", () => {
  function Harness({ error }: { error?: string }) {
    const [agreed, setAgreed] = useState(false);
    return (
      <Checkbox isSelected={agreed} onChange={setAgreed} error={error} isRequired>
        I agree to the{" "}
        <a href="#terms" onClick={(event) => event.preventDefault()}>
          Terms of Service
        </a>
      </Checkbox>
    );
  }

  it("toggles from its label but not from a link inside it", () => {
    render(<Harness />);
    const box = screen.getByRole("checkbox", { name: "I agree to the Terms of Service" });
    fireEvent.click(screen.getByRole("link", { name: "Terms of Service" }));
    expect(box).toHaveProperty("checked", false);
    fireEvent.click(box);
    expect(box).toHaveProperty("checked", true);
    expect(box.closest("label")?.hasAttribute("data-selected")).toBe(true);
  });

  it("links its error and marks itself invalid", () => {
    render(<Harness error="You must agree to the terms." />);
    const box = screen.getByRole("checkbox");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(box)).toEqual(["You must agree to the terms."]);
  });
});

describe("plain Button", () => {
  it("while pending keeps focus, says it is busy and ignores clicks", () => {
    const clicks: string[] = [];
    const { rerender } = render(<Button onClick={() => clicks.push("click")}>Redeem</Button>);
    const button = screen.getByRole("button", { name: "Redeem" });
    fireEvent.click(button);
    rerender(
      <Button onClick={() => clicks.push("click")} isPending>
        Redeem
      </Button>,
    );
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button).toHaveProperty("disabled", false);
    fireEvent.click(button);
    expect(clicks).toEqual(["click"]);
  });
});
