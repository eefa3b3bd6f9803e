import { expect, test, type Page } from './fixtures';
import { keepScreenshot, signInAlfa } from './helpers';
import { intersects, invoiceShowPath, openShippingListPath, visibleBoxes } from './layoutHelpers';

/** Every button or link of the app bar and the page's toolbars. */
const TOOLBAR_BUTTONS =
  '.MuiAppBar-root :is(button, a), main .MuiToolbar-root :is(button, a), [role="toolbar"] :is(button, a)';

/** The toast, once it has slid in: its box no longer moves. */
async function settledToast(page: Page, text: RegExp) {
  // By its place in the page: an open menu hides the rest of the page from role queries.
  const toast = page.locator('[aria-live="polite"] [role="alert"]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('transform', 'none');
  return toast;
}

/** The toast covers no toolbar button; it is left hovered, which holds it on screen. */
async function expectClearOfToolbars(page: Page, text: RegExp) {
  const toast = await settledToast(page, text);
  await toast.hover();
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  const buttons = await visibleBoxes(page.locator(TOOLBAR_BUTTONS));
  // The app bar's buttons and the page's own (list, PDF, print...).
  expect(buttons.length).toBeGreaterThan(6);
  for (const button of buttons) {
    expect(intersects(box!, button), JSON.stringify(button)).toBe(false);
  }
  return toast;
}

for (const width of [1366, 640]) {
  test(`toasts at ${width} px leave the toolbar buttons of a document and a shipping list free`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAlfa(page);

    // The dashboard, right after choosing the company: its toast leaves the period free.
    const welcome = await settledToast(page, /Ora stai lavorando su Alfa/);
    await welcome.hover();
    const period = page.getByRole('group', { name: 'Periodo' });
    // The two date fields, their calendar buttons and the presets.
    const fields = period.locator('[role="group"], button');
    await expect(fields.first()).toBeVisible();
    // Hovered again at each look: the stack moves clear of the period as its fields come, away
    // from the pointer, and a toast no longer hovered goes when its time runs out.
    await expect
      .poll(async () => {
        await welcome.hover();
        return (await visibleBoxes(fields)).length;
      })
      .toBeGreaterThan(5);
    await welcome.hover();
    const box = (await welcome.boundingBox())!;
    for (const control of await visibleBoxes(fields)) {
      expect(intersects(box, control), JSON.stringify(control)).toBe(false);
    }

    // A document's show page: the PDF fails (the server is made to answer 500) and says so.
    await page.goto(await invoiceShowPath(page));
    await page.route('**/api/documents/*/pdf**', (route) =>
      route.fulfill({ status: 500, json: { message: 'PDF non disponibile' } }),
    );
    await page.getByRole('button', { name: 'PDF' }).click();
    await page.getByRole('menuitem').first().click();
    const failed = await expectClearOfToolbars(page, /non disponibile/);
    // The toolbar answers while the toast is up (the click lands on the button itself).
    await page.getByRole('button', { name: 'PDF' }).click();
    await expect(failed).toBeVisible();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    // The choices it opens are not covered either: the toast moves out of their way.
    const menu = page.locator('.MuiMenu-paper');
    await expect
      .poll(async () => intersects((await failed.boundingBox())!, (await menu.boundingBox())!))
      .toBe(false);
    await keepScreenshot(page, `toast-document-show-${width}`);
    await page.keyboard.press('Escape');

    // A shipping list's edit page: saving the header says "Lista di spedizione salvata".
    await page.goto(await openShippingListPath(page));
    await page.getByLabel('Note').fill(`Consegna entro le 12 (${width})`);
    await page.getByRole('button', { name: 'Salva' }).click();
    const saved = await expectClearOfToolbars(page, /Lista di spedizione salvata/);
    await page.getByRole('button', { name: 'Conferma lista' }).click();
    await expect(saved).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    await keepScreenshot(page, `toast-shipping-edit-${width}`);
  });
}
