import type { Page } from "@playwright/test";
import { AppShell } from "../pages/AppShell";
import { PersonalInformationPage } from "../pages/PersonalInformationPage";
import { screenshot } from "../pages/screenshot";
import { signInToRecords } from "../pages/signInToRecords";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** A 480 × 320 PNG drawn in the page: four coloured quarters and a ring, so crop and turn show. */
const drawPng = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 480;
    canvas.height = 320;
    const context = canvas.getContext("2d")!;
    const quarters = ["#3ace8b", "#1f4395", "#cd6d1d", "#5546bc"];
    quarters.forEach((colour, index) => {
      context.fillStyle = colour;
      context.fillRect((index % 2) * 240, Math.floor(index / 2) * 160, 240, 160);
    });
    context.strokeStyle = "#ffffff";
    context.lineWidth = 18;
    context.beginPath();
    context.arc(240, 160, 90, 0, Math.PI * 2);
    context.stroke();
    context.fillStyle = "#ffffff";
    context.font = "bold 64px sans-serif";
    context.fillText("L", 222, 182);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
};

/** The top bar's profile button and what its menu says about the signed-in person. */
const profileButton = (page: Page) => page.getByRole("button", { name: "Open profile menu" });

test.describe("/profile/personal (issue 14)", () => {
  test("a new name is saved and greets from the top bar and the widget at once, without a reload", async ({ page }) => {
    await signInToRecords(page);
    const personal = new PersonalInformationPage(page);
    await personal.goto();
    // Marks this page load: a reload would forget it.
    await page.evaluate(() => Object.assign(window, { __sameLoad: true }));
    await expect(personal.firstName).toHaveValue("Demo");
    await expect(personal.form.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue("demo@lectern.app");
    await expect(personal.save).toBeDisabled();
    await expect(profileButton(page)).toContainText("DS");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "profile-personal-form");

    // A refused save: every message under its field, the first refused field focused.
    await personal.lastName.fill("   ");
    await personal.phoneCode.fill("44");
    await personal.save.click();
    await expect(personal.errorOf("Last name", "The last name field is required.")).toBeVisible();
    await expect(
      personal.errorOf("Phone code", "The phone code must be a + followed by 1 to 4 digits, like +44."),
    ).toBeVisible();
    await expect(personal.lastName).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "profile-personal-errors");

    await personal.firstName.fill("Grace");
    await personal.lastName.fill("Hopper");
    await personal.phoneCode.fill("+44");
    await personal.form.getByRole("textbox", { name: "Institution" }).fill("Vassar College");
    await personal.save.click();
    await expect(personal.status("Your details have been saved.")).toBeVisible();
    await expect(personal.save).toBeDisabled();
    // The disabled button gives the keyboard focus to the saved message rather than to the page.
    await expect(personal.status("Your details have been saved.")).toBeFocused();
    await expect(profileButton(page)).toContainText("GH");
    await expectNoSeriousA11yIssues(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "profile-personal-saved");

    await profileButton(page).click();
    await expect(page.getByRole("menu", { name: "Profile" }).getByText("Grace Hopper")).toBeVisible();
    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => (window as { __sameLoad?: boolean }).__sameLoad)).toBe(true);

    // The widget greets with the new name too (a client-side navigation: still the same load).
    await new AppShell(page).navLink("Record").click();
    await expect(page).toHaveURL(/\/session\/widget$/);
    await expect(page.getByText("Hello, Grace Hopper")).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameLoad?: boolean }).__sameLoad)).toBe(true);

    // And the server kept it: a reload reads it back.
    await personal.goto();
    await expect(personal.firstName).toHaveValue("Grace");
    await expect(personal.form.getByRole("textbox", { name: "Institution" })).toHaveValue("Vassar College");
  });

  test("a photo is cropped (zoom, turn), saved as a 275 × 275 PNG, and the top bar shows it", async ({ page }) => {
    await signInToRecords(page);
    const personal = new PersonalInformationPage(page);
    await personal.goto();

    // A file that is not an image: the type error, and no cropper.
    await personal.choosePhoto({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Lecture notes") });
    await expect(personal.photoError("The file must be an image (PNG, JPEG, WebP or GIF).")).toBeVisible();
    await expect(personal.cropper).toBeHidden();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "profile-personal-type-error");

    // A file that claims to be an image but is not one: 'The File could not be loaded.'
    await personal.choosePhoto({ name: "broken.png", mimeType: "image/png", buffer: Buffer.from("not a png") });
    await expect(personal.photoError("The File could not be loaded.")).toBeVisible();

    await personal.choosePhoto({ name: "me.png", mimeType: "image/png", buffer: await drawPng(page) });
    await expect(personal.cropper).toBeVisible();
    await expect(personal.zoom).toBeEnabled();
    await expect(personal.zoom).toHaveValue("0.25");
    await expect(personal.photoError("The File could not be loaded.")).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "profile-personal-cropper");

    // The buttons move the zoom by 0.1, the slider's keys by 0.05.
    await personal.cropper.getByRole("button", { name: "Zoom in" }).click();
    await expect(personal.zoom).toHaveValue("0.35");
    await personal.zoom.focus();
    await page.keyboard.press("ArrowRight");
    await expect(personal.zoom).toHaveValue("0.4");
    await expect(personal.zoom).toHaveAttribute("aria-valuetext", "160 %");
    await personal.cropper.getByRole("button", { name: "Rotate right" }).click();
    await expect(personal.cropper.getByText("Rotated 90°")).toBeVisible();
    // The crop area moves with the arrow keys once focused.
    await personal.cropper.getByRole("group", { name: "Photo crop area" }).focus();
    await page.keyboard.press("ArrowLeft");
    await screenshot(page, "profile-personal-cropper-zoomed");

    await personal.cropper.getByRole("button", { name: "Save photo" }).click();
    await expect(personal.cropper).toBeHidden();
    await expect(personal.photo.getByRole("status")).toHaveText("Your photo has been saved.");

    const topBarPhoto = profileButton(page).locator("img");
    await expect(topBarPhoto).toHaveAttribute("src", /^data:image\/png;base64,/);
    const size = await topBarPhoto.evaluate(async (element) => {
      const image = element as HTMLImageElement;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    expect(size).toEqual({ width: 275, height: 275 });
    await expect(personal.photo.locator("img")).toHaveAttribute("src", /^data:image\/png;base64,/);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "profile-personal-photo-saved");

    await personal.photo.getByRole("button", { name: "Remove photo" }).click();
    await expect(personal.photo.getByRole("status")).toHaveText("Your photo has been removed.");
    await expect(profileButton(page).locator("img")).toHaveCount(0);
    await expect(personal.photoInput).toBeFocused();
    await expect(profileButton(page)).toContainText("DS");
  });
});
