// Makes sure the browser tests have what they need: a Chromium, and espeak-ng + sox, which make the
// spoken sentence the live-captions run feeds to Chromium's fake microphone. On Debian/Ubuntu as
// root it installs the distribution's packages (Playwright's own download is not reachable on every
// machine).
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
