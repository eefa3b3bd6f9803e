import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Password1!';
const SCREENSHOTS = 'test-results/screenshots';

/** Keeps a full-page screenshot of the current screen as a CI artifact. */
export async function keepScreenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  // From the top: a page scrolled down (e.g. to a form's errors) would otherwise show its
  // fixed app bar in the middle of the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Fills the login form the way a person does and submits it with Enter. */
export async function signIn(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
  await page.getByLabel('Password', { exact: false }).first().press('Enter');
}

/** On the select-company page, picks the company called `name`. */
export async function pickCompany(page: Page, name: string) {
  await expect(page).toHaveURL(/\/select-company/);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  // The choice is stored once the app has left the picker: a goto before that finds none.
  await expect(page).not.toHaveURL(/\/select-company/);
}

/** The app bar's company switcher, showing the company `name`. */
export const companySwitcher = (page: Page, name: string) =>
  page.getByRole('button', { name: `Cambia azienda: ${name}` });

/** Signed in as a user with one company: no company to pick, the app bar shows it. */
export async function expectSoleCompany(page: Page, name: string) {
  await expect(companySwitcher(page, name)).toBeVisible();
  await expect(page).not.toHaveURL(/\/select-company/);
}

/** Signs in as the administrator, in Alfa S.r.l. */
export async function signInAlfa(page: Page) {
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
}

/**
 * A draft of today: the newest invoice of an ordinary Italian business of the demo duplicated
 * (same customer and rows, no number): Alfa's Rossi Arredamenti, or in Beta one of its own
 * (Enoteca Galli). Not just the newest invoice: another test of the same worker may have left
 * one to a customer with rules of its own (the exporter's letter of intent, used up).
 */
export async function openDraftInvoice(page: Page, customer = 'Rossi Arredamenti') {
  await page.goto('/documents/sales/invoices');
  await page.getByPlaceholder(/cerca/i).fill(customer);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`"q":"${customer}"`);
  await expect(page.locator('tbody tr').first()).toContainText(customer);
  await page.locator('tbody tr').first().click();
  await page.getByRole('button', { name: 'Duplica' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Duplica' }).click();
  await expect(page.getByRole('button', { name: 'Emetti' })).toBeVisible();
}

/**
 * A copy of Rossi's latest invoice on RiBa 30/60 end of month, saved and issued: answers its
 * number once its two due dates show.
 */
export async function issueRibaInvoice(page: Page) {
  await openDraftInvoice(page);
  const term = page.getByRole('combobox', { name: /Condizioni di pagamento/ });
  const riba = 'RB3060FM — RiBa 30/60 gg f.m.';
  // The copied invoice may be on these terms already (another test issued it): the list then
  // leaves the chosen option out, and there is nothing to choose.
  await expect(term).not.toHaveValue('');
  if ((await term.inputValue()) !== riba) {
    await term.fill('RB3060');
    await page.getByRole('option', { name: riba }).click();
    await expect(term).toHaveValue(riba);
    await page.getByRole('button', { name: 'Salva' }).click();
  }
  await expect(page.getByTestId('document-due-dates').locator('tbody tr')).toHaveCount(2);
  return issue(page);
}

/** "Emetti" on the open draft, confirmed: answers the number it was given ("5/2026", "1/D/2026"). */
export async function issue(page: Page) {
  await page.getByRole('button', { name: 'Emetti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Emettere il documento?' });
  // The number comes from the server (its series' next): wait for it, not the placeholder.
  const numbered = / (\d+(?:\/[A-Z0-9]{1,4})?\/\d{4}) verrà emesso/;
  await expect(dialog).toContainText(numbered);
  const number = numbered.exec((await dialog.textContent())!)![1];
  await dialog.getByRole('button', { name: 'Emetti' }).click();
  await expect(page.getByText(/^Documento emesso: non si modifica più/)).toBeVisible();
  return number;
}

/**
 * Reads a toast, then sees it gone: closed with its ✕ (an open toast holds back the next), or
 * hidden on its own when its time ran out first, which a busy machine makes likely. Under a
 * modal dialog the toast is outside it, hidden from assistive technology: hence `includeHidden`.
 */
export async function dismissToast(page: Page, message: string | RegExp) {
  const toast = page.getByRole('alert', { includeHidden: true }).filter({ hasText: message });
  await expect(toast).toBeVisible();
  const close = toast.getByRole('button', { name: 'Chiudi', includeHidden: true });
  await Promise.race([close.click().catch(() => undefined), toast.waitFor({ state: 'detached' })]);
  await expect(toast).toHaveCount(0);
}

/** Types a date into a date field (its day, month and year sections). */
export async function typeDate(page: Page, field: string, date: string) {
  await page
    .getByRole('group', { name: new RegExp(field) })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(date.replaceAll('/', ''));
}

/** Signed in to Alfa, the price list tab of its demo customer Rossi Arredamenti. */
export async function openRossiPrices(page: Page) {
  await signInAlfa(page);
  await page.goto('/registry/customers');
  await page.getByRole('cell', { name: 'Rossi Arredamenti S.r.l.' }).click();
  await page.getByRole('tab', { name: 'Listino prezzi' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+/);
}
