import {
  type RecordsQuery,
  queryFromSearchParams,
  searchParamsFromQuery,
} from "@lectern/core/records/list/recordsQuery";
import { useCallback, useMemo, useRef } from "react";
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
  // Each change builds on the previous change, not on the last render: react-router hands its
  // functional updater the params of the last render, so a second quick change (from, then to)
  // would drop the first.
  const latest = useRef(params);
  latest.current = params;
  const change = useCallback(
    (next: Partial<RecordsQuery>) => {
      const updated = new URLSearchParams(searchParamsFromQuery({ ...queryFromSearchParams(latest.current), ...next }));
      latest.current = updated;
      setParams(updated);
    },
    [setParams],
  );
  return [query, change] as const;
}
