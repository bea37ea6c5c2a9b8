import { announceSessionChanged } from "../model/announceSessionChanged";
import { requirePoiAccess } from "../model/pois";
import { sharedPoiSessionOf } from "../model/sharedPoiSession";
import { sharedResource } from "../model/shares";
import { SHARING_TEXTS } from "../model/sharingTexts";
import { updateShare } from "../model/updateShare";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/**
 * Sharing one highlight (contract of issue 13, rule 4): POST makes (or reuses) its shared-poi session
 * with the link on, read-only and not downloadable, and answers that session's share (its id is the
 * link's); DELETE stops it (the link then answers 404, and the addresses handed out through it stop
 * answering: in the tab their blob: URLs are revoked now). Owner only: a viewer 403, anyone else 404.
 */
export const poiShareRoutes: readonly Route[] = [
  authRoute("POST", "pois/{id}/share", (context) => {
    const { db, events, params, now } = context;
    const { poi, session: parent } = requirePoiAccess(context, params["id"] ?? "", "own");
    const session = sharedPoiSessionOf(db, parent, poi, now());
    const share = updateShare(db, session.id, now(), (row) => {
      row.linkEnabled = true;
      row.readonly = true;
      row.downloadable = false;
    });
    announceSessionChanged(db, events, parent);
    return dataReply(sharedResource(db, share));
  }),

  authRoute("DELETE", "pois/{id}/unshare", (context) => {
    const { db, events, params, now, addresses } = context;
    const { poi, session: parent } = requirePoiAccess(context, params["id"] ?? "", "own");
    const row = db.data.sharedPois.find((candidate) => candidate.parentId === parent.id && candidate.poiId === poi.id);
    if (!row) throw new DemoHttpError(404, { title: SHARING_TEXTS.linkNotFound });
    const share = updateShare(db, row.sessionId, now(), (each) => {
      each.linkEnabled = false;
      each.persons = [];
    });
    addresses.sweep();
    announceSessionChanged(db, events, parent);
    return dataReply(sharedResource(db, share));
  }),
];
