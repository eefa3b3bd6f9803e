import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures';
import { keepScreenshot, pickCompany, signIn } from './helpers';

const CUSTOMER_HEADER =
  'Codice anagrafico;Ragione sociale;Partita IVA;Codice fiscale;Indirizzo;CAP;Città;Provincia;' +
  'Nazione;Condizioni di pagamento;Fido;Lingua dei documenti;IBAN;' +
  "ABI della banca d'appoggio;CAB della banca d'appoggio;Telefono;E-mail";

async function openCustomers(page: Page) {
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  await page.getByRole('link', { name: 'Clienti' }).click();
  await expect(page).toHaveURL(/\/registry\/customers$/);
  await expect(page.getByRole('cell', { name: 'Rossi Arredamenti S.r.l.' })).toBeVisible();
}

/** "Esporta" -> the chosen format; resolves to the file the browser saved. */
async function exportAs(page: Page, format: 'File CSV' | 'File Excel (.xlsx)') {
  await page.getByRole('button', { name: 'Esporta' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  return download;
}

/** The list's total, from the pagination's "1–12 di 12". */
async function listTotal(page: Page) {
  const range = page.getByText(/^\d+–\d+ di \d+$/);
  await expect(range).toBeVisible();
  return Number((await range.innerText()).split(' di ')[1]);
}

test('export the customers list to CSV: the header and every customer of the list', async ({
  page,
}) => {
  await openCustomers(page);
  const total = await listTotal(page);
  expect(total).toBeGreaterThanOrEqual(12); // the demo customers of Alfa

  const download = await exportAs(page, 'File CSV');
  expect(download.suggestedFilename()).toMatch(/^clienti-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(`Esportate ${total} righe`)).toBeVisible();
  await keepScreenshot(page, '30-customers-exported');

  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true); // so that Excel reads it as UTF-8
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(CUSTOMER_HEADER);
  expect(lines).toHaveLength(total + 1);
  const rossi = lines.find((line) => line.includes('Rossi Arredamenti S.r.l.'));
  expect(rossi?.split(';')[0]).toBe('C0001');
  expect(rossi).toContain('Milano');
});

test('export the searched customers to Excel: only the rows the list shows', async ({ page }) => {
  await openCustomers(page);
  await page.getByPlaceholder(/cerca/i).fill('Ferramenta Bianchi');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  await expect(page.getByText('1–1 di 1')).toBeVisible();

  const download = await exportAs(page, 'File Excel (.xlsx)');
  expect(download.suggestedFilename()).toMatch(/^clienti-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText('Esportata 1 riga')).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.rowCount).toBe(2);
  const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
  expect(cells(1).join(';')).toBe(CUSTOMER_HEADER);
  expect(cells(2)[0]).toBe('C0002');
  expect(cells(2)[1]).toBe('Ferramenta Bianchi S.n.c.');
});

const PAYMENT_STATUSES = ['Da pagare', 'In pagamento', 'Pagato', 'Scaduto'];

/** A document list (`/documents/sales/{slug}`) of Alfa, after sign-in. */
async function openDocuments(page: Page, slug: string) {
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  await page.goto(`/documents/sales/${slug}`);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
}

/** The documents' numbers (`3/2026`) the table shows. */
const shownNumbers = (page: Page) =>
  page
    .locator('table tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));

/** A CSV row's number as the table shows it: number, series (if any) and year. */
const numberOf = ([number, series, year]: string[]) =>
  [number, series, year].filter(Boolean).join('/');

/** The CSV's data rows, each as its cells. */
function csvRows(path: string) {
  const lines = fs.readFileSync(path, 'utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0].split(';').slice(0, 3)).toEqual(['N. doc.', 'Sezionale', 'Anno']);
  return lines.slice(1).map((line) => line.split(';'));
}

test('export the invoices list: exactly its invoices, statuses translated', async ({ page }) => {
  await openDocuments(page, 'invoices');
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(0);
  await expect(page.locator('table tbody tr')).toHaveCount(total); // one page of 50 holds them
  const numbers = new Set(await shownNumbers(page));

  const download = await exportAs(page, 'File CSV');
  expect(download.suggestedFilename()).toMatch(/^fatture-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = csvRows(await download.path());
  expect(rows).toHaveLength(total);
  for (const row of rows) {
    // A draft has no number: an empty cell, "Bozza" on the screen.
    expect(numbers).toContain(row[0] ? numberOf(row) : 'Bozza');
    expect(PAYMENT_STATUSES).toContain(row[7]);
    // The SDI state of an issued invoice; a draft has none.
    expect(row[8]).toMatch(
      row[0] ? /^(Da inviare|Inviata|Consegnata|Mancata consegna|Scartata)$/ : /^$/,
    );
    expect(row[9]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/); // the document date as the list shows it
  }
  await expect(page.getByText(`Esportate ${total} righe`)).toBeVisible();
});

test('export the credit notes filtered by status: only the paid credit notes', async ({ page }) => {
  await openDocuments(page, 'credit-notes');
  const all = await listTotal(page);
  await page.getByRole('combobox', { name: /Stato documento/ }).click();
  await page.getByRole('option', { name: 'Pagato' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status/);
  const rowsShown = page.locator('table tbody tr');
  await expect(rowsShown.filter({ hasNotText: 'Pagato' })).toHaveCount(0);
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(all);
  await expect(rowsShown).toHaveCount(total);
  const numbers = new Set(await shownNumbers(page));

  const rows = csvRows(await (await exportAs(page, 'File CSV')).path());
  expect(rows).toHaveLength(total);
  for (const row of rows) {
    expect(numbers).toContain(numberOf(row));
    expect(row[7]).toBe('Pagato');
  }
  await keepScreenshot(page, '31-credit-notes-exported');
});
