import {
  type RecordsQuery,
  queryFromSearchParams,
  searchParamsFromQuery,
} from "@lectern/core/records/list/recordsQuery";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * The list's query mirrored in the address (/records?view=…&term=…&sort=…&from=…&to=…): read with core's
 * mapping (bad values fall back to defaults), written back with only what differs from the default.
 */
export function useRecordsQuery(): readonly [RecordsQuery, (change: Partial<RecordsQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed on the text of the address, so the same address gives the same query object.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => queryFromSearchParams(new URLSearchParams(key)), [key]);
  // From the address as it is now, not as last rendered: two quick changes (from, then to) both stay.
  const change = useCallback(
    (next: Partial<RecordsQuery>) =>
      setParams(
        (current) => new URLSearchParams(searchParamsFromQuery({ ...queryFromSearchParams(current), ...next })),
      ),
    [setParams],
  );
  return [query, change] as const;
}
