import type { DemoShare } from "../db/DemoSnapshot";
import { announceSessionChanged } from "../model/announceSessionChanged";
import { requireAccess } from "../model/sharedAccess";
import { newLinkToken } from "../model/shareLinks";
import { shareOf, sharedResource } from "../model/shares";
import { readShareSettings } from "../model/shareSettings";
import { sendShareInvitations, withInvitations } from "../model/shareInvitations";
import { updateShare } from "../model/updateShare";
import { requireValid } from "../routing/bodyFields";
import { dataReply } from "../routing/replies";
import { type AuthedContext, type Route, authRoute } from "../routing/Route";

/** Stops sharing: the link off and nobody listed; bookmarks stay but lead nowhere (404). */
const unshare = (context: AuthedContext) => {
  const { db, events, params, now } = context;
  const { session } = requireAccess(context, params["id"] ?? "", "own");
  const existing = shareOf(db, session.id);
  const share: DemoShare = existing
    ? updateShare(db, session.id, now(), (row) => {
        row.linkEnabled = false;
        row.persons = [];
      })
    : {
        sessionId: session.id,
        linkEnabled: false,
        readonly: true,
        downloadable: false,
        persons: [],
        createdAt: now(),
        updatedAt: now(),
      };
  if (existing) announceSessionChanged(db, events, session);
  return dataReply(sharedResource(db, share));
};

/**
 * Sharing a record (contract of issue 13, rules 1–3): the link on, sharing stopped, the link's meta
 * and the people listed. Owner only: a viewer gets 403, anyone else 404. Each change is announced
 * on the owner's channels, whose `shared` attribute changed.
 */
export const shareRoutes: readonly Route[] = [
  authRoute("POST", "v2/session/{id}/share", (context) => {
    const { db, events, params, now } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    const share = updateShare(db, session.id, now(), (row) => {
      // A share older than link tokens gets one when its link is turned on from off: no link of
      // it worked meanwhile, so none that was handed out stops working.
      if (!row.linkEnabled) row.linkToken ??= newLinkToken();
      row.linkEnabled = true;
    });
    announceSessionChanged(db, events, session);
    return dataReply(sharedResource(db, share));
  }),

  authRoute("DELETE", "v2/session/{id}/unshare", unshare),
  authRoute("DELETE", "sessions/{id}/unshare", unshare),

  authRoute("POST", "sessions/{id}/share", (context) => {
    const { db, events, params, now, request, user } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    const { settings, problems } = readShareSettings(request.body, user.email);
    requireValid(problems);
    const before = shareOf(db, session.id)?.persons ?? [];
    const persons = withInvitations(db, before, settings!.persons);
    const share = updateShare(db, session.id, now(), (row) => {
      row.readonly = settings!.readonly;
      row.downloadable = settings!.downloadable;
      row.persons = persons;
    });
    sendShareInvitations(
      db,
      session,
      share.persons.filter((person) => !before.some((listed) => listed.email === person.email)),
      now(),
    );
    announceSessionChanged(db, events, session);
    return dataReply(sharedResource(db, share));
  }),
];
