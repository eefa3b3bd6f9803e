import { expect, test, type Page } from './fixtures';
import { keepScreenshot, pickCompany, signIn } from './helpers';

/**
 * Issue 36: each role sees and does its part. Sales cannot issue and meets the 403 page on
 * the deferred invoicing; the warehouse sees orders without prices and no invoices; the
 * accountant changes nothing; the owner adds a colleague, who signs in, changes the initial
 * password, and is demoted while signed in.
 */

async function signInTo(page: Page, email: string, company = 'Alfa S.r.l.') {
  await page.goto('/login');
  await signIn(page, email);
  await pickCompany(page, company);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principale' });
const rows = (page: Page) => page.locator('table tbody tr');

test('sales: no Emetti, invoices read only, the 403 page on deferred invoicing', async ({
  page,
}) => {
  await signInTo(page, 'commerciale@example.com');
  await expect(page.getByTestId('company-role')).toHaveText('Commerciale');
  await page.goto('/documents/sales/invoices');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Nuova fattura/ })).toHaveCount(0);
  await rows(page).filter({ hasText: 'Bozza' }).first().click();
  // A draft invoice opens read only: no issue, no delete, no edit.
  await expect(page).toHaveURL(/\/show\//);
  await expect(page.getByRole('heading', { name: /Fattura/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Emetti' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
  await keepScreenshot(page, 'roles-sales-invoice');
  await page.goto('/documents/sales/invoices/deferred');
  await expect(page.getByRole('heading', { name: 'Accesso non consentito' })).toBeVisible();
  await expect(page.getByText('Il tuo ruolo (Commerciale)')).toBeVisible();
  await keepScreenshot(page, 'roles-sales-403');
  // Orders are theirs to write.
  await page.goto('/documents/sales/orders');
  await expect(page.getByRole('link', { name: /Nuovo ordine/ })).toBeVisible();
});

test('warehouse: orders and DDTs without prices, no invoices in the menu', async ({ page }) => {
  await signInTo(page, 'magazzino@example.com');
  await expect(page).toHaveURL(/\/shipping\/list/);
  await expect(nav(page).getByRole('link', { name: 'Fatture' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Vendite' })).toHaveCount(0);
  await page.goto('/documents/sales/orders');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Totale documento' })).toHaveCount(0);
  await expect(page.locator('table')).not.toContainText('€');
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/show\//);
  await expect(page.getByRole('columnheader', { name: 'Quantità' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Prezzo unitario' })).toHaveCount(0);
  await expect(page.getByText('Totale', { exact: true })).toHaveCount(0);
  await keepScreenshot(page, 'roles-warehouse-order');
  await page.goto('/documents/sales/invoices');
  await expect(page.getByRole('heading', { name: 'Accesso non consentito' })).toBeVisible();
  // The registry without prices: no price column, no customer price list, no ledger.
  await page.goto('/registry/articles');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Descrizione' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Prezzo', exact: true })).toHaveCount(0);
  await page.goto('/registry/customers');
  await rows(page).first().click();
  await expect(page.getByRole('tab', { name: 'Destinazioni' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Listino prezzi' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Estratto conto' })).toHaveCount(0);
});

test('accountant: reads everything, changes nothing', async ({ page }) => {
  await signInTo(page, 'commercialista@example.com');
  await page.goto('/registry/customers');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crea' })).toHaveCount(0);
  await rows(page).first().click();
  await expect(page.getByRole('tab', { name: 'Cronologia' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salva' })).toHaveCount(0);
  await keepScreenshot(page, 'roles-accountant-customer');
  await page.goto('/settings/audit');
  await expect(rows(page).first()).toBeVisible();
  await page.goto('/settings/members');
  await expect(page.getByRole('heading', { name: 'Accesso non consentito' })).toBeVisible();
});

test('owner: adds a colleague, who changes the initial password, then is demoted', async ({
  browser,
  page,
}) => {
  await signInTo(page, 'admin@example.com');
  await page.goto('/settings/members');
  await page.getByRole('button', { name: 'Aggiungi utente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('nuovo.magazziniere@example.com');
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Luca Ferri');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Magazzino' }).click();
  await dialog.getByRole('button', { name: 'Aggiungi utente' }).click();
  const initial = await dialog.locator('output').innerText();
  expect(initial).toMatch(/^\S{12}$/);
  await keepScreenshot(page, 'roles-owner-added');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  // The colleague, in a browser of their own.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto('/login');
  await colleague.getByLabel('E-mail').fill('nuovo.magazziniere@example.com');
  await colleague.getByLabel('Password', { exact: false }).first().fill(initial);
  await colleague.getByLabel('Password', { exact: false }).first().press('Enter');
  await expect(colleague).toHaveURL(/\/account\/password/);
  await colleague.getByLabel(/^Password iniziale/).fill(initial);
  await colleague.getByLabel(/^Nuova password/).fill('Magazzino2027');
  await colleague.getByLabel(/^Ripeti la nuova password/).fill('Magazzino2027');
  await colleague.getByRole('button', { name: 'Cambia password' }).click();
  await expect(colleague).toHaveURL(/\/shipping\/list/);
  await expect(colleague.getByTestId('company-role')).toHaveText('Magazzino');

  // Made accountant while signed in: a DDT change is refused at once, naming the new role.
  await page.getByRole('combobox', { name: /Luca Ferri/ }).click();
  await page.getByRole('option', { name: 'Commercialista' }).click();
  await expect(page.getByText('Ora Luca Ferri è Commercialista')).toBeVisible();
  const token = await colleague.evaluate(() => localStorage.getItem('authToken'));
  const refused = await colleague.request.post('/api/shipping-lists', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain('Commercialista');
  await context.close();
});
