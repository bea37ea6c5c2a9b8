import type { PermissionFlag } from "@lectern/core/permissions/domain/Permissions";
import type { DemoUser } from "../db/DemoSnapshot";
import { permissionsOf } from "./userPermissions";

/** What a viewer of someone else's record never gets: generation, the tutor, live captions, Panopto, upgrades. */
const WITHHELD: readonly PermissionFlag[] = [
  "summaryGeneration",
  "keyPointsGeneration",
  "quizGeneration",
  "aiHighlightsGeneration",
  "jamAiChatShow",
  "liveCaptions",
  "panoptoShow",
  "isUpgradable",
];

/**
 * The shared permission set of a record (contract of issue 13, rule 9): the owner's flags (quizShow,
 * transcriptShow, NOTES…) with every flag in WITHHELD false.
 */
export const sharedPermissionsOf = (owner: Pick<DemoUser, "permissions">): Record<PermissionFlag, boolean> => {
  const flags = permissionsOf(owner);
  for (const flag of WITHHELD) flags[flag] = false;
  return flags;
};
