import { DevicePairingPage } from "../pages/DevicePairingPage";
import { DevicesPage } from "../pages/DevicesPage";
import { screenshot } from "../pages/screenshot";
import { signInToRecords } from "../pages/signInToRecords";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

// The phone's browser: the pairing page reads the system and model from it. In this demo the backend
// lives in the tab, so the "phone" opens the QR address in the same tab (the same stored demo data).
const PIXEL_8 =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
test.use({ userAgent: PIXEL_8 });

test("pair a phone from the QR code's address, see it listed, then remove it", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInToRecords(page);
  const devices = new DevicesPage(page);
  await devices.goto();
  await expect(devices.empty).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "devices-empty");

  const address = await devices.showQrCode();
  expect(address).toMatch(new RegExp(`^${baseURL}/devices/pair\\?code=[A-Za-z0-9_-]{16,}$`));
  await expect(devices.pairDialog.getByRole("link", { name: address })).toHaveAttribute("href", address);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "devices-qr-dialog");

  // The phone opens the address: it says which device it is and pairs it.
  const phone = new DevicePairingPage(page);
  await phone.open(address);
  await expect(page.getByText("Pixel 8 · Android")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "devices-pairing-page");
  await phone.pair.click();
  await expect(phone.paired).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your phone is paired" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "devices-paired-phone");

  // The code works once.
  await phone.open(address);
  await phone.pair.click();
  await expect(phone.problem).toContainText("This pairing code has expired. Show a new QR code on your computer.");
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "devices-pairing-expired");

  // Back on the computer: the phone is listed.
  await devices.goto();
  await expect(devices.device("Pixel 8")).toContainText(/Android · Paired \w+ \d\d \d{4} · Reference LCT-/);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "devices-listed");

  await devices.remove("Pixel 8").click();
  const confirm = devices.removeDialog("Pixel 8");
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "devices-remove-confirm");
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(devices.empty).toBeVisible();
  await expect(page.locator("output").filter({ hasText: "Pixel 8 was removed." })).toBeAttached();
});
