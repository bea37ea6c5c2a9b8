// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { useRecordsQuery } from "../../../ui/src/features/records/list/useRecordsQuery";

afterEach(cleanup);

type Change = ReturnType<typeof useRecordsQuery>[1];

/** Hands the hook's change and the router's address to the test on every render. */
const Probe = ({ onRender }: { readonly onRender: (change: Change, search: string) => void }) => {
  const [, change] = useRecordsQuery();
  onRender(change, useLocation().search);
  return null;
};

describe("useRecordsQuery", () => {
  it("keeps both of two changes made before the page renders again (from, then to)", () => {
    const found: { change?: Change; search?: string } = {};
    render(
      <MemoryRouter initialEntries={["/records?term=algebra"]}>
        <Probe
          onRender={(change, search) => {
            found.change = change;
            found.search = search;
          }}
        />
      </MemoryRouter>,
    );
    act(() => {
      found.change?.({ from: "2026-11-20" });
      found.change?.({ to: "2026-11-27" });
    });
    const params = new URLSearchParams(found.search);
    expect(params.get("term")).toBe("algebra");
    expect(params.get("from")).toBe("2026-11-20");
    expect(params.get("to")).toBe("2026-11-27");
  });
});
