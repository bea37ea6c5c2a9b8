// `npm test`: every phase of the suite in order, stopping at the first that fails, and a closing table
// of how long each took — CI time is a budget (90 min), and the table shows where it goes.
import { spawnSync } from "node:child_process";

const PHASES = [
  ["test tools", "node scripts/ensure-test-tools.mjs"],
  ["typecheck", "npm run --silent typecheck"],
  ["lint", "npm run --silent lint"],
  ["vitest", "npm run --silent test:unit"],
  ["playwright", "npm run --silent test:e2e"],
];

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

const took = [];
let status = 0;
const started = Date.now();
for (const [name, command] of PHASES) {
  const at = Date.now();
  console.log(`\n── ${name}: ${command}`);
  const run = spawnSync(command, { stdio: "inherit", shell: true });
  status = run.status ?? 1;
  took.push([name, Date.now() - at, status === 0 ? "ok" : `failed (${status})`]);
  if (status !== 0) break;
}

console.log("\nphase        took    result");
for (const [name, ms, result] of took) console.log(`${name.padEnd(12)} ${minutes(ms).padStart(6)}  ${result}`);
console.log(`${"total".padEnd(12)} ${minutes(Date.now() - started).padStart(6)}`);
process.exit(status);
