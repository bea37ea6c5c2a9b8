import { Menu as MenuIcon, X } from "lucide-react";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "react-aria-components";
import { ExternalLink } from "./ExternalLink";
import { Logo } from "./Logo";
import { ProfileMenu, type TopBarUser } from "./ProfileMenu";
import { isCurrentLink } from "./TopBarCurrent";
import "./TopBar.css";

export interface TopBarLink {
  label: string;
  href: string;
  /** Opens in a new tab (Help). */
  external?: boolean;
}

export interface TopBarProps {
  user: TopBarUser;
  links: TopBarLink[];
  profileLinks: { label: string; href: string }[];
  onLogout: () => Promise<void>;
  /** Renders an internal link with the app's router (keeps the kit free of react-router); pass `aria-current` on. */
  renderLink: (props: { href: string; children: ReactNode; className: string; "aria-current"?: "page" }) => ReactNode;
  /** The path of the page shown: its link is marked as the current page (aria-current). */
  currentPath?: string;
  /** Client-side navigation for the profile menu's entries (react-aria menu items are not router links). */
  navigate?: (href: string) => void;
}

/**
 * The 62 px top bar (spec 3 §2 "Main layout"). From 1280 px the links sit inline; below, they fold
 * into a disclosure behind 'Open menu'. The fold is pure CSS, so there is no flash on first paint.
 */
export function TopBar({ user, links, profileLinks, onLogout, renderLink, navigate, currentPath }: TopBarProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();

  const renderNavLinks = (onNavigate?: () => void) =>
    links.map((link) => (
      // Delegation: a link's click (mouse, or Enter on the link) bubbles here and closes the drawer.
      // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
      <li key={link.href} onClick={onNavigate}>
        {link.external ? (
          <ExternalLink href={link.href} className="kit-topbar__link">
            {link.label}
          </ExternalLink>
        ) : (
          renderLink({
            href: link.href,
            children: link.label,
            className: "kit-topbar__link",
            ...(currentPath !== undefined && isCurrentLink(link.href, currentPath) ? { "aria-current": "page" } : {}),
          })
        )}
      </li>
    ));

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && isMenuOpen) setMenuOpen(false);
  };

  return (
    // Escape from anywhere in the bar (button or drawer link) closes the drawer.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <header className="kit-topbar" onKeyDown={closeOnEscape}>
      <div className="kit-topbar__inner">
        <Button
          className="kit-topbar__menu-button"
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          aria-controls={drawerId}
          onPress={() => setMenuOpen(!isMenuOpen)}
        >
          {isMenuOpen ? <X size={22} aria-hidden="true" /> : <MenuIcon size={22} aria-hidden="true" />}
        </Button>
        {/* Right after its button in the DOM, so Tab goes from the button into the links. */}
        <nav id={drawerId} className="kit-topbar__drawer" aria-label="Main" hidden={!isMenuOpen}>
          <ul>{renderNavLinks(() => setMenuOpen(false))}</ul>
        </nav>
        {renderLink({ href: "/", children: <Logo height={30} />, className: "kit-topbar__logo" })}
        <nav className="kit-topbar__nav" aria-label="Main">
          <ul>{renderNavLinks()}</ul>
        </nav>
        <div className="kit-topbar__end">
          <ProfileMenu user={user} profileLinks={profileLinks} onLogout={onLogout} navigate={navigate} />
        </div>
      </div>
    </header>
  );
}
