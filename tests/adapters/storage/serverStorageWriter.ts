// A server's storage writing as fast as it can until it is killed (serverStorageKill.test.ts runs it
// as `node --import tsx serverStorageWriter.ts <dataDir>`). Each step is one request's worth: a note
// file, a slice and two rows in two tables plus the counters, in one saveChanges; "written N" is
// printed only once that step's writes all resolved, as the server replies only then.
import { join } from "node:path";
import type { DemoSnapshot } from "../../../adapters/src/demo/db/DemoSnapshot";
import { DEMO_TABLES, type DemoRow } from "../../../adapters/src/demo/db/demoTables";
import { openPgDemoPersistence } from "../../../adapters/src/demo/db/pg/PgDemoPersistence";
import { FileDemoMediaStore } from "../../../adapters/src/demo/media/FileDemoMediaStore";

/** A step's file: big enough that a kill often lands inside its write, and checkable byte by byte. */
const stepBytes = (step: number): Uint8Array => new Uint8Array(256 * 1024).fill(step % 251);

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: serverStorageWriter.ts <dataDir>");

const persistence = await openPgDemoPersistence({ dataDir });
const media = new FileDemoMediaStore(join(dataDir, "media"));
let snapshot = await persistence.load();
if (!snapshot) {
  const empty: Record<string, unknown> = { schemaVersion: 7, counters: { tags: 0, notes: 0 } };
  for (const table of DEMO_TABLES) empty[table] = [];
  snapshot = empty as unknown as DemoSnapshot;
  await persistence.save(snapshot);
}
const live = snapshot;
console.log("ready");
for (let step = live.tags.length + 1; ; step += 1) {
  await media.putFile(`file-${step}`, stepBytes(step));
  await media.putSlices("stream", step, [stepBytes(step)]);
  const tag = { id: `tag-${step}`, userId: "u", tag: `tag ${step}` } as unknown as DemoRow;
  const note = { id: `note-${step}` } as unknown as DemoRow;
  live.tags.push(tag as never);
  live.notes.push(note as never);
  live.counters.tags = step;
  await persistence.saveChanges({
    tables: new Map([
      ["tags", { put: [tag], remove: [] }],
      ["notes", { put: [note], remove: [] }],
    ]),
    counters: live.counters,
  });
  console.log(`written ${step}`);
}
