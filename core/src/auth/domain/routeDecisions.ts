import type { Variant } from "../../ports/PlatformPort";

export type RouteDecision = { readonly kind: "allow" } | { readonly kind: "redirect"; readonly to: string };

export const WIDGET_PATH = "/session/widget";
export const LOGIN_PATH = "/auth/login";

const allow: RouteDecision = { kind: "allow" };

/** In the desktop app every route but the widget (and signing in) goes to the widget (spec 3 §2). */
export const decideDesktopRoute = (variant: Variant, path: string): RouteDecision =>
  variant === "desktop" && !path.startsWith(WIDGET_PATH) && !path.startsWith("/auth") && !path.startsWith("/demo")
    ? { kind: "redirect", to: WIDGET_PATH }
    : allow;

/** A protected page: signed-out visitors go to login (the target is remembered by the caller). */
export const decideProtectedRoute = (authenticated: boolean): RouteDecision =>
  authenticated ? allow : { kind: "redirect", to: LOGIN_PATH };

/**
 * Login, sign-up and friends: a signed-in user goes to the widget on desktop, otherwise back to the
 * remembered page or home (spec 1 §4, spec 3 §4).
 */
export const decideAuthPage = (authenticated: boolean, variant: Variant, remembered: string | null): RouteDecision => {
  if (!authenticated) return allow;
  if (variant === "desktop") return { kind: "redirect", to: WIDGET_PATH };
  return { kind: "redirect", to: remembered ?? "/" };
};

/** Where a successful login leads (spec 1 §2 "Login details"). */
export const afterLoginPath = (variant: Variant, remembered: string | null): string =>
  variant === "desktop" ? WIDGET_PATH : (remembered ?? "/");

/**
 * Only same-site paths may be remembered or redirected to, so a crafted link cannot send users away.
 * Browsers drop tabs and line breaks from addresses (and read a backslash as a slash), so
 * `/\t/evil.example` would become `//evil.example`: any control character or backslash makes a
 * target unsafe.
 */
export const isSafeRedirect = (target: string): boolean =>
  target.startsWith("/") && !target.startsWith("//") && !hasControlOrBackslash(target);

/** A C0 control character, DEL, or a backslash anywhere in the text. */
const hasControlOrBackslash = (text: string): boolean => {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
};

/** Shared-recording links (spec 3 §2 routes shared/{id} and shared-records/{id}). */
export const isSharedRecordingPath = (path: string | null): boolean =>
  path !== null && /^\/(shared-records|shared)\/[^/]+/.test(path);
