// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TopBar, type TopBarProps } from "../../../ui/src/kit";
import { isCurrentLink } from "../../../ui/src/kit/TopBarCurrent";
import { installCssEscape } from "./jsdomCss";

installCssEscape();
afterEach(cleanup);

const links: TopBarProps["links"] = [
  { label: "Recordings", href: "/records" },
  { label: "Download App", href: "/downloads" },
  { label: "Help", href: "https://help.lectern.app", external: true },
];

function renderBar(onLogout: () => Promise<void> = async () => {}, currentPath?: string) {
  return render(
    <TopBar
      user={{ fullName: "Ada Lovelace", email: "ada@example.com", initials: "AL" }}
      links={links}
      {...(currentPath === undefined ? {} : { currentPath })}
      profileLinks={[{ label: "Subscription", href: "/profile/subscription" }]}
      onLogout={onLogout}
      renderLink={({ href, children, className, "aria-current": current }) => (
        // jsdom cannot navigate; the test only needs the click to bubble.
        <a href={href} className={className} aria-current={current} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      )}
    />,
  );
}

describe("TopBar (spec 3 §2 Main layout)", () => {
  it("folds the links behind 'Open menu', which reports its state with aria-expanded", () => {
    renderBar();
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    // Closed: only the inline navigation is exposed (CSS hides it below 1280 px).
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(1);

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const drawer = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(drawer).not.toBeNull();
    const drawerLinks = within(drawer as HTMLElement).getAllByRole("link");
    expect(drawerLinks.map((link) => link.textContent)).toEqual(["Recordings", "Download App", "Help"]);

    // Following a link closes the drawer; so does Escape.
    fireEvent.click(drawerLinks[0] as HTMLElement);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens Help in a new tab without changing its name", () => {
    renderBar();
    const help = screen.getAllByRole("link", { name: "Help" })[0] as HTMLElement;
    expect(help.getAttribute("target")).toBe("_blank");
    expect(help.getAttribute("rel")).toContain("noopener");
  });

  it("shows who is signed in and a spinner while logging out", async () => {
    let finish: () => void = () => {};
    renderBar(() => new Promise<void>((resolve) => (finish = resolve)));
    fireEvent.click(screen.getByRole("button", { name: "Open profile menu" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Ada Lovelace")).toBeTruthy();
    expect(within(menu).getByText("ada@example.com")).toBeTruthy();
    expect(within(menu).getByRole("menuitem", { name: "Subscription" })).toBeTruthy();

    fireEvent.click(within(menu).getByRole("menuitem", { name: /Log out/ }));
    await waitFor(() => expect(within(menu).getByText(", in progress")).toBeTruthy());
    await act(async () => finish());
    await waitFor(() => expect(within(menu).queryByText(", in progress")).toBeNull());
  });

  it("marks the current page's link with aria-current, in the bar and in the drawer", () => {
    renderBar(undefined, "/records/42");
    const current = () => screen.getAllByRole("link", { current: "page" }).map((link) => link.textContent);
    expect(current()).toEqual(["Recordings"]);
    // The drawer lists the same links, marked the same way.
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(current()).toEqual(["Recordings", "Recordings"]);
    expect(screen.getAllByRole("link", { name: "Download App" })[0]?.getAttribute("aria-current")).toBeNull();
  });
});

describe("isCurrentLink", () => {
  it.each([
    ["/records", "/records", true],
    ["/records", "/records/42/quizzes", true],
    ["/records", "/recordsx", false],
    ["/records/", "/records", true],
    ["/downloads", "/records", false],
    ["/", "/", true],
    ["/", "/records", false],
  ])("%s is current on %s: %s", (href, path, expected) => {
    expect(isCurrentLink(href, path)).toBe(expected);
  });
});
