import { type Locator, type Page, expect } from "@playwright/test";

/** /profile/personal: the photo with its cropper, and the personal-details form. */
export class PersonalInformationPage {
  readonly form: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly phoneCode: Locator;
  readonly save: Locator;
  readonly photoInput: Locator;
  readonly photo: Locator;
  readonly cropper: Locator;
  readonly zoom: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Your details" });
    this.firstName = this.form.getByRole("textbox", { name: "First name" });
    this.lastName = this.form.getByRole("textbox", { name: "Last name" });
    this.phoneCode = this.form.getByRole("textbox", { name: "Phone code" });
    this.save = this.form.getByRole("button", { name: "Save changes" });
    this.photoInput = page.getByLabel("Change photo");
    this.photo = page.getByRole("region", { name: "Profile photo" });
    this.cropper = page.getByRole("dialog", { name: "Crop your photo" });
    this.zoom = this.cropper.getByRole("slider", { name: "Zoom" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/profile/personal");
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole("heading", { level: 1, name: "Personal information" })).toBeVisible();
    await expect(this.form).toBeVisible();
  }

  /** The message under the field labelled `label` (react-aria links it to the input). */
  errorOf(label: string, message: string): Locator {
    return this.form
      .locator(".kit-field")
      .filter({ has: this.page.getByRole("textbox", { name: label, exact: true }) })
      .getByText(message);
  }

  /** The status line under the form (the saved message). */
  status(text: string): Locator {
    return this.form.getByRole("status").filter({ hasText: text });
  }

  /** Picks a file with the hidden file input behind 'Change photo'. */
  async choosePhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.photoInput.setInputFiles(file);
  }

  /** The message of a refused file, beside the photo. */
  photoError(text: string): Locator {
    return this.photo.getByRole("alert").filter({ hasText: text });
  }
}
