import type { SharedIdScope } from "../../sharing/application/SharedIdScope";

/**
 * Where the page reads its record: the owner's own (/records/{id}) or a shared link
 * (/shared-records/{id}, spec 3 §2 "Shared-record guard"). A shared record's requests carry
 * X-SHARED-ID through `scope`; a signed-out visitor's page is remembered for after login.
 */
export type RecordSource =
  | { readonly kind: "own" }
  | {
      readonly kind: "shared";
      readonly scope: Pick<SharedIdScope, "enter">;
      /** Called with the shared record's address when a signed-out visitor opens it. */
      readonly rememberForLogin?: (path: string) => void;
    };

export const OWN_SOURCE: RecordSource = { kind: "own" };
