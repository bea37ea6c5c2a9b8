// @vitest-environment jsdom
import { initials } from "@lectern/core/auth/domain/User";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Avatar } from "../../../../ui/src/kit";

afterEach(cleanup);

describe("Avatar (spec 3 §2 'photo or initials, N/A if none'; §3 initials)", () => {
  it("shows the initials of the name", () => {
    render(<Avatar name="Ada King Lovelace" initials={initials("Ada King Lovelace")} />);
    expect(screen.getByRole("img", { name: "Ada King Lovelace" }).textContent).toBe("AL");
  });

  it("shows 'N/A' with neither a photo nor a name ('...' is the initials of an empty name)", () => {
    expect(initials("   ")).toBe("...");
    render(<Avatar name="ada@uni.edu" initials={initials("")} />);
    expect(screen.getByRole("img", { name: "ada@uni.edu" }).textContent).toBe("N/A");
  });

  it("shows the photo when there is one", () => {
    render(<Avatar name="Ada" src="data:image/png;base64,iVBORw0KGgo=" initials={initials("")} />);
    const avatar = screen.getByRole("img", { name: "Ada" });
    expect(avatar.querySelector("img")?.getAttribute("src")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(avatar.textContent).toBe("");
  });
});
