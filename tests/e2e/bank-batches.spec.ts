import fs from 'node:fs';
import { readRibaFile } from '../support/cbiRiba';
import { expect, test, type Page } from './fixtures';
import { issueRibaInvoice, keepScreenshot, signInAlfa } from './helpers';

const instalmentsPanel = (page: Page) => page.getByTestId('document-instalments');
/** "1.234,56 €" -> cents */
const cents = (money: string) =>
  Math.round(Number(money.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
/** "31/01/2027" -> "2027-01-31" */
const iso = (day: string) => day.split('/').reverse().join('-');

test('a RiBa instalment presented in a batch, its file, an insoluto, then a partial transfer', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAlfa(page);

  // An invoice on RiBa 30/60, issued: two instalments.
  const number = await issueRibaInvoice(page);
  await expect(instalmentsPanel(page).locator('tbody tr')).toHaveCount(2);
  const firstRow = instalmentsPanel(page).locator('tbody tr').first();
  const due = (await firstRow.locator('td').nth(0).innerText()).trim();
  const amount = cents(await firstRow.locator('td').nth(3).innerText());

  // "Nuova distinta": RiBa, the main account, the instalments due that day; only ours.
  await page.goto('/collections/bank-batches/add');
  await page.getByRole('combobox', { name: 'Conto di presentazione' }).click();
  await page.getByRole('option', { name: /Conto principale/ }).click();
  for (const name of ['Scadenze dal', 'Scadenze al']) {
    await page.getByRole('group', { name }).getByRole('spinbutton', { name: 'Giorno' }).click();
    await page.keyboard.type(due.replaceAll('/', ''));
    await expect(page.getByRole('group', { name })).toContainText(due);
  }
  const candidates = page.getByTestId('batch-candidate');
  const ours = candidates.filter({ hasText: `Fattura ${number}` });
  await expect(ours).toHaveCount(1);
  for (const row of await candidates.filter({ hasNotText: `Fattura ${number}` }).all()) {
    await row.getByRole('checkbox').uncheck();
  }
  await expect(page.getByTestId('batch-totals')).toContainText('1 scadenza scelta');
  await keepScreenshot(page, 'bank-batch-create');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/collections\/bank-batches\/show\//);
  const item = page.getByTestId('batch-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Presentata');

  // The file: a CBI RiBa flow a bank's reader accepts, with our effect.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^RIBA_\d{4}_\d+\.txt$/);
  const file = readRibaFile(fs.readFileSync((await download.path())!, 'ascii'));
  expect(file.effects).toHaveLength(1);
  expect(file.effects[0].amountCents).toBe(amount);
  expect(file.effects[0].dueDate).toBe(iso(due));
  expect(file.footer.totalCents).toBe(amount);

  // The bank returns it unpaid, with 5,00 € of charges: the instalment reopens, charges due.
  await item.getByRole('button', { name: 'Insoluto' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Spese bancarie (€)').fill('5,00');
  await dialog.getByLabel('Motivo della banca').fill('Effetto insoluto');
  await dialog.getByRole('button', { name: 'Registra insoluto' }).click();
  await expect(item).toContainText('Insoluta');
  await expect(item).toContainText('5,00 €');
  await keepScreenshot(page, 'bank-batch-unpaid');

  // On the invoice: unpaid, its open amount the instalment plus the charges.
  await item.getByRole('link', { name: `Fattura ${number}` }).click();
  await expect(firstRow.locator('td').last()).toHaveText('Insoluta');
  await expect
    .poll(async () => cents(await firstRow.locator('td').nth(3).innerText()))
    .toBe(amount + 500);

  // A partial bank transfer of 2,00 € for it: still unpaid (until settled), 2,00 € less open.
  await instalmentsPanel(page).getByRole('link', { name: 'Registra incasso' }).click();
  await expect(page).toHaveURL(/\/collections\/payments\/add/);
  await page.getByLabel('Importo').fill('2,00');
  const mine = page.getByTestId('allocation-row').filter({ hasText: `Fattura ${number}` });
  await mine.nth(0).getByRole('textbox').fill('2,00');
  await mine.nth(1).getByRole('textbox').fill('');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/collections\/payments\/show\//);
  await page.getByRole('link', { name: `Fattura ${number}` }).click();
  await expect
    .poll(async () => cents(await firstRow.locator('td').nth(3).innerText()))
    .toBe(amount + 500 - 200);
  await expect(firstRow.locator('td').last()).toHaveText('Insoluta');

  // The customer's statement: the invoice charged, the bank's charges, the transfer, and the
  // PDF in the customer's language (Italian for Rossi).
  await page.goto('/registry/customers');
  await page.getByPlaceholder(/cerca/i).fill('Rossi Arredamenti');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row', { name: /Rossi Arredamenti/ }).click();
  await page.getByRole('tab', { name: 'Estratto conto' }).click();
  const statement = page.getByTestId('customer-statement');
  await expect(
    statement.getByTestId('statement-line').filter({ hasText: `Fattura ${number}` }),
  ).not.toHaveCount(0);
  await expect(
    statement.getByTestId('statement-line').filter({ hasText: 'Spese insoluto' }),
  ).not.toHaveCount(0);
  await expect(statement.getByTestId('statement-totals')).toContainText('Saldo:');
  await keepScreenshot(page, 'customer-statement');
  const [pdf] = await Promise.all([
    page.context().waitForEvent('page'),
    statement.getByRole('button', { name: 'Stampa PDF' }).click(),
  ]);
  await expect.poll(() => pdf.url()).toMatch(/^blob:/);
});
