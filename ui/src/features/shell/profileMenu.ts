import { type Permissions, allowsAny } from "@lectern/core/permissions/domain/Permissions";

/** Profile entries of spec 3 §2; Settings and Synchronization depend on permissions. */
export const profileMenuEntries = (permissions: Permissions | null) =>
  [
    { label: "Subscription", href: "/profile/subscription" },
    { label: "Personal information", href: "/profile/personal" },
    ...(allowsAny(permissions, ["aiHighlightsGeneration"]) ? [{ label: "Settings", href: "/profile/settings" }] : []),
    ...(allowsAny(permissions, ["panoptoShow"])
      ? [{ label: "Synchronization", href: "/profile/synchronization" }]
      : []),
  ] as const;

/** Spec 3 §2's links, with Record added: the main layout's one way to the recording widget. */
export const TOP_LINKS = [
  { label: "Recordings", href: "/records" },
  { label: "Record", href: "/session/widget" },
  { label: "Download App", href: "/downloads" },
  { label: "Help", href: "https://help.lectern.app", external: true },
] as const;
