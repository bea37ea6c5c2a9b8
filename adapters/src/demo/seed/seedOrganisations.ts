import type { DemoOrganisation } from "../db/DemoSnapshot";

/** Inline SVG icons, so provider buttons need no asset files. */
const svgIcon = (background: string, letter: string): string =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="${background}"/>` +
      `<text x="12" y="17" font-family="Arial,sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  );

/**
 * SSO organisations matched by e-mail domain (company login, spec 1 §2). northbridge.edu belongs to
 * two organisations so step 2 has a choice; each provider's sign-in page is the app's own demo page
 * /demo/sso/{organisation}/{provider}.
 */
export const seedOrganisations: readonly DemoOrganisation[] = [
  {
    id: "northbridge",
    name: "Northbridge University",
    domains: ["northbridge.edu"],
    providers: [
      { id: "microsoft", name: "Microsoft Entra ID", iconUrl: svgIcon("#0078D4", "M") },
      { id: "google", name: "Google Workspace", iconUrl: svgIcon("#DB4437", "G") },
    ],
  },
  {
    id: "northbridge-business",
    name: "Northbridge Business School",
    domains: ["northbridge.edu"],
    providers: [{ id: "okta", name: "Okta", iconUrl: svgIcon("#1F4395", "O") }],
  },
  {
    id: "riverside",
    name: "Riverside College",
    domains: ["riverside.ac.uk"],
    providers: [{ id: "shibboleth", name: "UK Access Federation", iconUrl: svgIcon("#227981", "S") }],
  },
];
