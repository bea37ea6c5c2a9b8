// Makes sure a Chromium exists for the browser tests. On Debian/Ubuntu as root it installs the
// distribution's package (Playwright's own download is not reachable on every machine).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const found = candidates.find((path) => existsSync(path));

if (found) {
  console.log(`browser: ${found}`);
} else if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("browser: installing Debian's chromium (about 30 s)…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
} else {
  console.log("browser: no system Chromium; using Playwright's own (run `npx playwright install chromium` once).");
}
