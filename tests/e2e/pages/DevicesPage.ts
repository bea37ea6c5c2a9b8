import { type Locator, type Page, expect } from "@playwright/test";

/** The devices and 'Delete account' sections at the bottom of /profile/personal (issue 14). */
export class DevicesPage {
  readonly devices: Locator;
  readonly list: Locator;
  readonly empty: Locator;
  readonly pairPhone: Locator;
  readonly pairDialog: Locator;
  readonly qrCode: Locator;
  readonly deleteAccount: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.devices = page.getByRole("region", { name: "Devices" });
    this.list = this.devices.getByRole("list", { name: "Devices" });
    this.empty = this.devices.getByRole("heading", { name: "No phones paired yet" });
    this.pairPhone = this.devices.getByRole("button", { name: "Pair a phone" });
    this.pairDialog = page.getByRole("dialog", { name: "Pair a phone" });
    this.qrCode = this.pairDialog.getByRole("img", { name: "QR code to pair your phone with Lectern" });
    this.deleteAccount = page.getByRole("button", { name: "Delete account" });
    this.deleteDialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/profile/personal");
    await expect(this.page.getByRole("heading", { level: 1, name: "Personal information" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(this.devices.getByRole("heading", { level: 2, name: "Devices" })).toBeVisible();
  }

  /** Opens 'Pair a phone' and answers the address its QR code encodes (the SVG root's data-pairing-address). */
  async showQrCode(): Promise<string> {
    await this.pairPhone.first().click();
    await expect(this.qrCode).toBeVisible();
    const address = await this.qrCode.getAttribute("data-pairing-address");
    if (!address) throw new Error("the QR code carries no pairing address");
    return address;
  }

  device(model: string): Locator {
    return this.list.getByRole("listitem").filter({ hasText: model });
  }

  remove(model: string): Locator {
    return this.devices.getByRole("button", { name: `Remove ${model}` });
  }

  removeDialog(model: string): Locator {
    return this.page.getByRole("alertdialog", { name: `Remove ${model}?` });
  }
}
