import { RECOVERY } from "../../playwright.config";
import { newAccount } from "../pages/accounts";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/**
 * Issue 13 security proof: what an owner writes is shown to every visitor of the link, so a hostile
 * name, note, tag or transcript line must stay text. Each payload, if it ever ran, would raise the
 * page's counter (or open a dialog); the shared page is read, its tabs opened and its links clicked,
 * and the counter stays 0. Against the Node demo server (api mode), where the owner writes over HTTP.
 */
const APP = `http://127.0.0.1:${RECOVERY.appPort}`;
const SERVER = `http://127.0.0.1:${RECOVERY.serverPort}`;
const RAN = "window.__ran=(window.__ran||0)+1";

/** Script tags, event handlers, javascript: links, SVG, markdown and KaTeX tricks. */
const PAYLOADS = [
  `<script>${RAN}</script>`,
  `<img src=x onerror="${RAN}">`,
  `<svg onload="${RAN}"><circle r="4"/></svg>`,
  `<a href="javascript:${RAN}">click me</a>`,
  `[click me](javascript:${RAN})`,
  `![x](x" onerror="${RAN})`,
  `<iframe srcdoc="<script>parent.${RAN}</script>"></iframe>`,
  `$\\href{javascript:${RAN}}{click me}$`,
  `$$\\htmlData{x=1}{y}$$ \\url{javascript:${RAN}}`,
  `<details open ontoggle="${RAN}">x</details>`,
  `"><img src=x onerror=${RAN}>`,
  `**bold** <style>@import 'javascript:${RAN}'</style>`,
] as const;

type Call = { method: string; path: string; body?: unknown };

const api = (token: string) => async (call: Call) => {
  const travels = call.method === "GET" || call.method === "POST";
  const reply = await fetch(`${SERVER}/api/${call.path}`, {
    method: travels ? call.method : "POST",
    headers: {
      accept: "application/vnd.api+json",
      "content-type": "application/vnd.api+json",
      authorization: `Bearer ${token}`,
      ...(travels ? {} : { "X-HTTP-METHOD-OVERRIDE": call.method }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  expect(reply.ok, `${call.method} ${call.path}: ${await reply.clone().text()}`).toBe(true);
  return reply.status === 204 ? null : ((await reply.json()) as { data: unknown });
};

test("payloads in names, highlights, notes (text and rich), tags and the transcript execute nothing on the shared page", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = newAccount();
  const signup = await fetch(`${SERVER}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/vnd.api+json", accept: "application/vnd.api+json" },
    body: JSON.stringify({
      data: {
        type: "users",
        attributes: { email: owner.email, password: owner.password, password_repeat: owner.password, remember: true },
        relationships: {
          profile: { data: { attributes: { first_name: "Eve", last_name: "Mallory", country: "GB" } } },
        },
      },
    }),
  });
  const token = ((await signup.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
  const call = api(token);

  const list = (await call({ method: "GET", path: "sessions" })) as {
    data: { id: string }[];
  };
  const sessionId = String(list.data[0]?.id);
  await call({
    method: "PATCH",
    path: `sessions/${sessionId}`,
    body: { data: { type: "sessions", id: sessionId, attributes: { name: PAYLOADS[1] } } },
  });
  const pois = (await call({ method: "GET", path: `sessions/${sessionId}/relationships/pois` })) as {
    data: { id: string }[];
  };
  for (const [index, poi] of pois.data.entries()) {
    await call({
      method: "PATCH",
      path: `pois/${poi.id}`,
      body: { data: { type: "sessions_pois", id: poi.id, attributes: { name: PAYLOADS[index % PAYLOADS.length] } } },
    });
  }
  for (const payload of PAYLOADS) {
    await call({
      method: "POST",
      path: `sessions/${sessionId}/relationships/notes`,
      body: { data: { type: "sessions_notes", attributes: { text: payload } } },
    });
  }
  // A rich note (issue 22): every payload in one note's HTML beside formatting that must survive.
  await call({
    method: "POST",
    path: `sessions/${sessionId}/relationships/notes`,
    body: {
      data: { type: "sessions_notes", attributes: { html: `<p><strong>Kept bold</strong></p>${PAYLOADS.join("")}` } },
    },
  });
  for (const payload of PAYLOADS.slice(0, 4)) {
    const tag = (await call({
      method: "POST",
      path: "tags",
      body: { data: { type: "tags", attributes: { tag: payload.slice(0, 50) } } },
    })) as {
      data: { id: string };
    };
    await call({
      method: "POST",
      path: `sessions/${sessionId}/relationships/tags`,
      body: { data: [{ type: "tags", id: tag.data.id }] },
    });
  }
  await call({
    method: "POST",
    path: `demo/sessions/${sessionId}/transcript`,
    body: {
      sentences: PAYLOADS.map((text, index) => ({
        text: `Remember to read ${text} for next week.`,
        start: index * 5,
        end: index * 5 + 4,
      })),
    },
  });
  // The link names the share's token (issue 20).
  const share = (await call({ method: "POST", path: `v2/session/${sessionId}/share` })) as {
    data: { attributes: { link_id: string } };
  };

  const context = await browser.newContext({ baseURL: APP });
  try {
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/shared-records/${share.data.attributes.link_id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("<img src=x", { timeout: 30_000 });
    const tabs = page.getByRole("tablist", { name: "Recording details" });
    for (const tab of await tabs.getByRole("tab").all()) {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
    }
    // The rich note keeps its bold and loses everything that could run or restyle the page.
    await tabs.getByRole("tab", { name: "Notes" }).click();
    const rich = page.getByRole("tabpanel").locator(".note-html").filter({ hasText: "Kept bold" });
    await expect(rich.locator("strong")).toHaveText("Kept bold", { timeout: 30_000 });
    await expect(rich.locator("script, iframe, img, svg, style, form, [style], [onerror], [onload]")).toHaveCount(0);
    // Every link the page drew from the owner's words is clicked: none may run script.
    const hrefs = await page
      .locator("main a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran ?? 0)).toBe(0);
    expect(dialogs).toEqual([]);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "shared-record-payloads");
  } finally {
    await context.close();
  }
});
