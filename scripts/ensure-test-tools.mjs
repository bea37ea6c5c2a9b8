// Makes sure the browser tests have what they need: a Chromium, and espeak-ng + sox, which make the
// spoken sentence the live-captions run feeds to Chromium's fake microphone; and a PostgreSQL server
// for the server storage's contract tests (issue 20). On Debian/Ubuntu as root it installs the
// distribution's packages (Playwright's own download is not reachable on every machine), starts the
// PostgreSQL cluster and makes the tests' role and database.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const onPath = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
};

const browser = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
const missing = [
  ...(browser ? [] : ["chromium"]),
  ...(onPath("espeak-ng") ? [] : ["espeak-ng"]),
  ...(onPath("sox") ? [] : ["sox"]),
  ...(onPath("pg_ctlcluster") ? [] : ["postgresql"]),
];

if (browser) console.log(`browser: ${browser}`);
if (missing.length === 0) {
  console.log("test tools: all present");
} else if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log(`test tools: installing ${missing.join(", ")} from Debian (about 30 s)…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, {
    stdio: "inherit",
  });
} else {
  console.log(
    `test tools: missing ${missing.join(", ")}. Install them with your package manager` +
      (browser ? "." : ", or use Playwright's own browser (`npx playwright install chromium` once)."),
  );
}

// The tests' PostgreSQL (tests/adapters/storage/postgresDemoPersistence.test.ts): Debian's cluster,
// started (no init system starts it in a container), with a role of its own that may create the
// throwaway databases the tests use. Its own role, so a developer's postgres password stays theirs.
const TEST_ROLE = "lectern_test";
const preparePostgres = () => {
  const clusters = execSync("pg_lsclusters --no-header", { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4);
  for (const [version, name, , status] of clusters) {
    if (status !== "online") execSync(`pg_ctlcluster ${version} ${name} start`, { stdio: "inherit" });
  }
  const psql = (statement) =>
    execSync(`su postgres -c ${JSON.stringify(`psql -qAtc ${JSON.stringify(statement)}`)}`, {
      encoding: "utf8",
    }).trim();
  if (clusters.length && psql(`select 1 from pg_roles where rolname = '${TEST_ROLE}'`) !== "1") {
    psql(`create role ${TEST_ROLE} login createdb password '${TEST_ROLE}'`);
  }
  if (clusters.length && psql(`select 1 from pg_database where datname = '${TEST_ROLE}'`) !== "1") {
    psql(`create database ${TEST_ROLE} owner ${TEST_ROLE}`);
  }
  console.log(
    clusters.length
      ? `postgresql: ${clusters.map(([version, name]) => `${version}/${name}`).join(", ")} online, role ${TEST_ROLE}`
      : "postgresql: installed, but no cluster to start",
  );
};
if (process.getuid?.() === 0 && onPath("pg_ctlcluster") && onPath("pg_lsclusters")) {
  try {
    preparePostgres();
  } catch (error) {
    // The other tools still serve; the PostgreSQL test then fails and says why.
    console.log(`postgresql: not prepared (${error instanceof Error ? error.message : String(error)})`);
  }
}
