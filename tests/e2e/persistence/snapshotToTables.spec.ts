import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import type { DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { LIBRARY_USER, makeLibrary } from "../../bench/storage/makeLibrary";
import { LoginPage } from "../pages/LoginPage";
import { RecordPage } from "../pages/RecordPage";
import { RecordsListPage } from "../pages/RecordsListPage";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { StoredDemoData } from "./storedDemoData";

/** What a student's study material is made of: every row of these must survive the move. */
const STUDY_TABLES = ["recordingSessions", "notes", "pois", "quizzes", "flashcards", "shares", "transcripts"] as const;

test("a browser holding today's whole v7 snapshot opens it in the tables: every lecture, note, highlight, flashcard and share is there", async ({
  page,
}) => {
  // Today's demo as the last build stored it: one record, three lectures with all their material.
  const today: DemoSnapshot = makeLibrary(await createDemoSeed(Date.now()), 3, Date.now());
  const lectures = today.recordingSessions.filter((session) => session.userId === LIBRARY_USER.id);
  expect(today.notes.length && today.pois.length && today.flashcards.length && today.shares.length).toBeTruthy();

  const stored = new StoredDemoData(page);
  const login = new LoginPage(page);
  await login.goto();
  await stored.write({ current: today });
  await page.reload();
  await login.expectOpen();
  await login.logIn(LIBRARY_USER.email, LIBRARY_USER.password);
  await page.waitForURL((url) => url.pathname === "/records");

  // The record moved into the tables and is gone; every study row is there as it was.
  expect(await stored.read()).toEqual({});
  for (const table of STUDY_TABLES) {
    expect(Object.values(await stored.read(table)), table).toEqual(expect.arrayContaining(today[table]));
  }

  // And the student sees them: the lectures listed, one opened with its highlights and notes.
  const records = new RecordsListPage(page);
  for (const lecture of lectures) await expect(records.row(lecture.name)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yIssues(page);
  const newest = lectures.at(-1)!;
  await records.row(newest.name).getByRole("link").first().click();
  const record = new RecordPage(page);
  await record.expectLoaded(newest.name);
  // Its transcript, as stored.
  const firstSentence = today.transcripts.find((row) => row.sessionId === newest.id)!.turns[0]!.sentences[0]!;
  await expect(page.getByText(firstSentence.text, { exact: true })).toBeVisible({ timeout: 30_000 });
  // Its notes, in the Notes tab.
  const note = today.notes.find((candidate) => candidate.sessionId === newest.id && candidate.poiId === null)!;
  await record.tab("Notes").click();
  await expect(page.getByText(note.text.slice(0, 40)).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yIssues(page);
});
