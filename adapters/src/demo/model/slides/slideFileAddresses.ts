import type { DemoDatabase } from "../../db/DemoDatabase";
import { AddressTokens } from "../../media/AddressTokens";
import type { AddressGrant, Redeemed } from "../../media/MediaAddresses";

/** Where both runtimes answer a slide file's address: the router's GET demo/media/slides/{token}. */
export const SLIDE_FILES_PATH = "/api/demo/media/slides/";

/** What a slide file address stands for: the set and its bytes' key (the key never leaves the backend). */
export interface SlideFileRef {
  readonly slideSetId: string;
  readonly key: string;
}

const tokens = new WeakMap<DemoDatabase, AddressTokens<SlideFileRef>>();

const tokensOf = (db: DemoDatabase): AddressTokens<SlideFileRef> => {
  let found = tokens.get(db);
  if (!found) tokens.set(db, (found = new AddressTokens()));
  return found;
};

/**
 * A slide file's address for one reply, to its grant (the same rule as note files' addresses: the
 * access is decided again on every read, so it stops answering once the share is gone).
 */
export const slideFileAddress = (db: DemoDatabase, file: SlideFileRef, grant: AddressGrant): string =>
  `${SLIDE_FILES_PATH}${tokensOf(db).issue(file, grant)}`;

export const redeemSlideFile = (db: DemoDatabase, token: string): Redeemed<SlideFileRef> => tokensOf(db).redeem(token);
