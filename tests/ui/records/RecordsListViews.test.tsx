// @vitest-environment jsdom
import { AuthSession, type SessionState } from "@lectern/core/auth/application/AuthSession";
import { Store } from "@lectern/core/kernel/Store";
import { IDLE_RECORDS_LIST, RecordsList, type RecordsListState } from "@lectern/core/records/list/RecordsList";
import type { RecordsQuery } from "@lectern/core/records/list/recordsQuery";
import type { RecordSummary } from "@lectern/core/records/list/RecordSummary";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Container } from "inversify";
import { MemoryRouter, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { RecordRow } from "../../../ui/src/features/records/list/RecordRow";
import { RecordsListPage } from "../../../ui/src/features/records/list/RecordsListPage";
import { RECORDS_LIST_TEXTS as TEXTS, VIEW_LABELS } from "../../../ui/src/features/records/list/recordsListTexts";

afterEach(cleanup);

const record = (change: Partial<RecordSummary> = {}): RecordSummary => ({
  id: "7",
  name: "Cell biology",
  startedAt: "2026-11-03T10:00:00.000Z",
  duration: 3600,
  kind: "audio",
  status: 20,
  thumbnailUrl: null,
  favourite: false,
  demo: false,
  highlightsCount: 2,
  tags: [],
  processing: null,
  sharedWithMe: false,
  owner: { id: "1", fullname: "Ada Lovelace" },
  ...change,
});

/** RecordsList as the page sees it: its state, and every query it was asked for. */
class FakeRecordsList {
  readonly asked: RecordsQuery[] = [];
  readonly #store = new Store<RecordsListState>(IDLE_RECORDS_LIST);
  readonly state$ = this.#store.state$;
  constructor(private readonly items: (query: RecordsQuery) => readonly RecordSummary[]) {}
  get state(): RecordsListState {
    return this.#store.value;
  }
  setQuery(query: RecordsQuery): void {
    this.asked.push(query);
    const items = this.items(query);
    this.#store.set({ ...IDLE_RECORDS_LIST, query, status: "ready", items, total: items.length });
  }
  loadMore(): void {}
  retry(): void {}
}

const SIGNED_IN = {
  status: "authenticated",
  user: null,
  permissions: null,
  permissionsLoading: false,
  endedMessage: null,
  signedOutByUser: false,
} as unknown as SessionState;

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

const showPage = async (address: string, items: (query: RecordsQuery) => readonly RecordSummary[] = () => []) => {
  const list = new FakeRecordsList(items);
  const container = new Container();
  container.bind(RecordsList).toConstantValue(list as unknown as RecordsList);
  const session = new Store(SIGNED_IN);
  container.bind(AuthSession).toConstantValue({ state$: session.state$, state: SIGNED_IN } as unknown as AuthSession);
  await act(async () => {
    render(
      <ContainerContext.Provider value={container}>
        <MemoryRouter initialEntries={[address]}>
          <RecordsListPage />
          <Address />
        </MemoryRouter>
      </ContainerContext.Provider>,
    );
  });
  return list;
};

describe("/records views: All recordings, Shared with me, Favourites", () => {
  it("offers the three views as one radio group, the address choosing the checked one", async () => {
    const list = await showPage("/records?view=shared");
    const group = screen.getByRole("radiogroup", { name: TEXTS.viewLabel });
    expect(group).toBeTruthy();
    const shared = screen.getByRole("radio", { name: VIEW_LABELS.shared }) as HTMLInputElement;
    expect(shared.checked).toBe(true);
    expect(list.asked.at(-1)?.view).toBe("shared");
  });

  it("changes the address and the list's query when another view is chosen, keeping the search", async () => {
    const list = await showPage("/records?term=cell");
    await act(async () => {
      fireEvent.click(screen.getByRole("radio", { name: VIEW_LABELS.favourites }));
    });
    expect(screen.getByTestId("address").textContent).toBe("/records?view=favourites&term=cell");
    expect(list.asked.at(-1)).toMatchObject({ view: "favourites", term: "cell" });
    await act(async () => {
      fireEvent.click(screen.getByRole("radio", { name: VIEW_LABELS.all }));
    });
    expect(screen.getByTestId("address").textContent).toBe("/records?term=cell");
  });

  it("has a designed empty state for 'Shared with me' that says how sharing works", async () => {
    await showPage("/records?view=shared");
    expect(screen.getByRole("heading", { name: TEXTS.sharedEmptyTitle })).toBeTruthy();
    expect(screen.getByText(TEXTS.sharedEmptyText)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Start a recording" })).toBeNull();
  });

  it("has a designed empty state for 'Favourites'", async () => {
    await showPage("/records?view=favourites");
    expect(screen.getByRole("heading", { name: TEXTS.favouritesEmptyTitle })).toBeTruthy();
    expect(screen.getByText(TEXTS.favouritesEmptyText)).toBeTruthy();
  });

  it("keeps 'No recordings yet' for the user's own list, and 'No results' for a search in any view", async () => {
    await showPage("/records");
    expect(screen.getByRole("heading", { name: TEXTS.emptyTitle })).toBeTruthy();
    cleanup();
    await showPage("/records?view=shared&term=zzz");
    expect(screen.getByRole("heading", { name: TEXTS.noResultsTitle })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: TEXTS.clearFilters }));
    });
    // Clearing the filters keeps the view.
    expect(screen.getByTestId("address").textContent).toBe("/records?view=shared");
    expect(screen.getByRole("heading", { name: TEXTS.sharedEmptyTitle })).toBeTruthy();
  });
});

describe("a row of someone else's recording", () => {
  const row = (summary: RecordSummary) =>
    render(
      <MemoryRouter>
        <RecordRow record={summary} />
      </MemoryRouter>,
    );

  it("says who shared it and opens the shared-record page", () => {
    row(record({ sharedWithMe: true, favourite: true }));
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/shared-records/7");
    expect(screen.getByText("Shared by Ada Lovelace")).toBeTruthy();
    // The favourite star still shows.
    expect(screen.getByTitle(TEXTS.favourite)).toBeTruthy();
  });

  it("says 'Shared with you' when the server gives no name", () => {
    row(record({ sharedWithMe: true, owner: null }));
    expect(screen.getByText(TEXTS.sharedBy(""))).toBeTruthy();
  });

  it("leaves one's own recording as it was: its record page, no owner line", () => {
    row(record());
    expect(screen.getByRole("link").getAttribute("href")).toBe("/records/7");
    expect(screen.queryByText(/^Shared /)).toBeNull();
  });
});

describe("a row's thumbnail", () => {
  it("falls back to the kind's icon when the image cannot be read, never a broken image", () => {
    const { container } = render(
      <MemoryRouter>
        <RecordRow record={record({ thumbnailUrl: "/api/demo/media/thumbnails/7/gone" })} />
      </MemoryRouter>,
    );
    const image = container.querySelector("img.record-row__thumbnail");
    expect(image).not.toBeNull();
    fireEvent.error(image as Element);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector(".record-row__media svg")).not.toBeNull();
  });
});
