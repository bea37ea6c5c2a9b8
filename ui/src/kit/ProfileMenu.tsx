import { ChevronDown, LogOut } from "lucide-react";
import { useState } from "react";
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  RouterProvider,
  Separator,
} from "react-aria-components";
import { Avatar } from "./Avatar";
import { SpinnerGlyph } from "./SpinnerGlyph";
import "./ProfileMenu.css";

export interface TopBarUser {
  fullName: string;
  email: string;
  initials: string;
  avatarUrl?: string;
}

export interface ProfileMenuProps {
  user: TopBarUser;
  profileLinks: { label: string; href: string }[];
  onLogout: () => Promise<void>;
  /** Client-side navigation for the menu's links; without it they load the page normally. */
  navigate?: (href: string) => void;
}

/**
 * The avatar dropdown: who is signed in, the profile entries, and Log out. Log out keeps the menu
 * open with a spinner until onLogout settles, so the user sees that something is happening.
 */
export function ProfileMenu({ user, profileLinks, onLogout, navigate }: ProfileMenuProps) {
  const [isLoggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    if (isLoggingOut) return;
    setLoggingOut(true);
    try {
      await onLogout();
    } finally {
      setLoggingOut(false);
    }
  };

  const menu = (
    <MenuTrigger>
      <Button className="kit-profile__trigger" aria-label="Open profile menu">
        <Avatar src={user.avatarUrl} initials={user.initials} size={34} />
        <ChevronDown size={16} className="kit-profile__chevron" aria-hidden="true" />
      </Button>
      <Popover className="kit-popover kit-profile__popover" placement="bottom end" offset={8}>
        <Menu className="kit-menu" aria-label="Profile">
          <MenuSection className="kit-menu__section">
            <Header className="kit-profile__who">
              <Avatar src={user.avatarUrl} initials={user.initials} size={44} />
              <span className="kit-profile__identity">
                <span className="kit-profile__name">{user.fullName}</span>
                <span className="kit-profile__email">{user.email}</span>
              </span>
            </Header>
            {profileLinks.map((link) => (
              <MenuItem key={link.href} id={link.href} href={link.href} className="kit-menu__item">
                {link.label}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className="kit-menu__separator" />
          <MenuSection className="kit-menu__section">
            <MenuItem
              id="logout"
              className="kit-menu__item kit-menu__item--logout"
              textValue="Log out"
              shouldCloseOnSelect={false}
              onAction={() => void logout()}
            >
              {isLoggingOut ? <SpinnerGlyph size={16} /> : <LogOut size={16} aria-hidden="true" />}
              <span>Log out</span>
              {isLoggingOut && <span className="kit-visually-hidden">, in progress</span>}
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );

  return navigate ? <RouterProvider navigate={(href) => navigate(String(href))}>{menu}</RouterProvider> : menu;
}
