/** Permission flags of spec 3 §6. */
export const PERMISSION_FLAGS = [
  "liveCaptions",
  "NOTES",
  "quizShow",
  "quizGeneration",
  "transcriptShow",
  "keyPointsGeneration",
  "summaryGeneration",
  "panoptoShow",
  "jamAiChatShow",
  "commercialPlan",
  "publiclyVisible",
  "aiHighlightsGeneration",
  "isUpgradable",
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Permissions = Readonly<Partial<Record<PermissionFlag, boolean>>>;

/** A route is allowed when any listed permission is true (spec 3 §4 "Permission guard"). */
export const allowsAny = (permissions: Permissions | null, required: readonly PermissionFlag[]): boolean =>
  required.length === 0 || required.some((flag) => permissions?.[flag] === true);

/**
 * For a shared record a flag holds only when the shared set, if there is one, has it; without a shared
 * set the user's own flags apply.
 */
export const effectivePermissions = (own: Permissions, shared: Permissions | null): Permissions =>
  shared === null
    ? own
    : (Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, shared[flag] === true])) as Permissions);
