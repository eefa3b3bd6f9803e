import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures';
import { keepScreenshot, pickCompany, signIn } from './helpers';

const HEADER = ['Codice', 'Descrizione', 'UM', 'Prezzo', 'IVA', 'Natura', 'Stato', 'Tipo prezzo'];

/** Article rows of a spreadsheet: two new codes, one existing demo article (an update). */
function rows(prefix: string, badRow: string[], format: string) {
  return [
    [`${prefix}-VITE`, `Vite autofilettante ${prefix}`, 'pz', '0,0450', '22', '', '2', '0'],
    [`${prefix}-NASTRO`, `Nastro adesivo ${prefix}`, 'pz', '3,20', '10', '', '1', '0'],
    badRow,
    // A demo article, changed (its description names the file's format): an update.
    ['OLI-5L', `Olio lubrificante 5 l (${format})`, 'conf', '27,4000', '22', '', '2', '0'],
  ];
}

// The spreadsheets the tests write, removed once the file's tests are done.
const made: string[] = [];
test.afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-import-'));
  made.push(dir);
  return dir;
}

function writeCsv(dir: string, name: string, lines: string[][]) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, [HEADER, ...lines].map((cells) => cells.join(';')).join('\r\n') + '\r\n');
  return file;
}

async function writeXlsx(dir: string, name: string, lines: string[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Articoli');
  sheet.addRow(HEADER);
  for (const line of lines) sheet.addRow(line);
  const file = path.join(dir, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

async function openArticlesAsAdmin(page: Page) {
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  await page.getByRole('link', { name: 'Articoli' }).click();
  await expect(page).toHaveURL(/\/registry\/articles$/);
  await expect(page.getByRole('cell', { name: 'VIT-M6-20' })).toBeVisible();
}

/** "Scegli il file" opens the system's file chooser; the file is picked there. */
async function chooseFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByText('Scegli il file').click();
  await (await chooser).setFiles(file);
}

/** The preview table's row for a line of the file. */
const previewRow = (page: Page, code: string) =>
  page.getByRole('table', { name: 'Righe del file' }).getByRole('row', { name: code });

for (const format of ['csv', 'xlsx'] as const) {
  test(`import articles from ${format.toUpperCase()}: a bad row stops everything, the fixed file goes in`, async ({
    page,
  }) => {
    const prefix = `E2E${format.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const bad =
      format === 'csv'
        ? // no description
          [`${prefix}-BAD`, '', 'pz', '1,00', '22', '', '2', '0']
        : // 23 % is not an Italian VAT rate
          [`${prefix}-BAD`, `Articolo ${prefix}`, 'pz', '1,00', '23', '', '2', '0'];
    const fixed = [
      `${prefix}-BAD`,
      `Articolo corretto ${prefix}`,
      'pz',
      '1,00',
      '22',
      '',
      '2',
      '0',
    ];
    // Where, as the spreadsheet shows it (column letter and header), and why.
    const reason =
      format === 'csv'
        ? 'colonna B (Descrizione): La descrizione è obbligatoria'
        : 'colonna E (IVA): «23» non è un’aliquota IVA italiana (22, 10, 5, 4 o 0 %)';
    const dir = tempDir();
    const write = format === 'csv' ? writeCsv : writeXlsx;
    const withError = await write(dir, `articoli-con-errore.${format}`, rows(prefix, bad, format));
    const corrected = await write(dir, `articoli-corretti.${format}`, rows(prefix, fixed, format));

    await openArticlesAsAdmin(page);
    await page.getByRole('button', { name: 'Importa', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Importa articoli' })).toBeVisible();
    // Nothing to confirm before a file is chosen.
    await expect(dialog.getByRole('button', { name: 'Importa', exact: true })).toBeDisabled();

    // The file with a bad row: the preview says which row and why, and nothing can be imported.
    await chooseFile(page, withError);
    await expect(dialog.getByText(`articoli-con-errore.${format}`)).toBeVisible();
    const summary = dialog.getByRole('group', { name: 'Riepilogo' });
    await expect(summary).toContainText('2 da creare');
    await expect(summary).toContainText('1 da aggiornare');
    await expect(summary).toContainText('1 con errori');
    const badRow = previewRow(page, `${prefix}-BAD`);
    await expect(badRow).toContainText('Errore');
    await expect(badRow).toContainText(reason);
    await expect(badRow.getByRole('cell').first()).toHaveText('4'); // the row number in Excel
    await expect(previewRow(page, 'OLI-5L')).toContainText('Aggiornamento');
    await expect(previewRow(page, `${prefix}-VITE`)).toContainText('Nuovo');
    await expect(dialog.getByText(/Correggi le righe con errori/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Importa 3 articoli' })).toBeDisabled();
    await keepScreenshot(page, `20-articles-import-${format}-preview-errors`);

    // The fixed file: 3 new articles and 1 update, and the import can be confirmed.
    await chooseFile(page, corrected);
    await expect(dialog.getByText(`articoli-corretti.${format}`)).toBeVisible();
    await expect(summary).toContainText('3 da creare');
    await expect(summary).toContainText('1 da aggiornare');
    await expect(summary).not.toContainText('con errori');
    await expect(previewRow(page, `${prefix}-BAD`)).toContainText('Nuovo');
    const confirm = dialog.getByRole('button', { name: 'Importa 4 articoli' });
    await expect(confirm).toBeEnabled();
    await keepScreenshot(page, `21-articles-import-${format}-preview-ok`);
    await confirm.click();

    await expect(page.getByText('Importati 4 articoli')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new articles are in the list.
    await page.getByPlaceholder(/cerca/i).fill(prefix);
    await expect(page.getByRole('row')).toHaveCount(4); // the header and the three new articles
    await expect(page.getByRole('row', { name: `${prefix}-BAD` })).toContainText(
      `Articolo corretto ${prefix}`,
    );
    await expect(page.getByRole('row', { name: `${prefix}-NASTRO` })).toContainText('3,20');
    await keepScreenshot(page, `22-articles-after-import-${format}`);
  });
}

for (const format of ['csv', 'xlsx'] as const) {
  test(`export the articles to ${format.toUpperCase()} and import the file back: nothing changes`, async ({
    page,
  }) => {
    await openArticlesAsAdmin(page);
    const range = page.getByText(/^\d+–\d+ di \d+$/);
    await expect(range).toBeVisible();
    const total = Number((await range.innerText()).split(' di ')[1]);

    await page.getByRole('button', { name: 'Esporta' }).click();
    const download = page.waitForEvent('download');
    await page
      .getByRole('menuitem', { name: format === 'csv' ? 'File CSV' : 'File Excel (.xlsx)' })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^articoli-\\d{4}-\\d{2}-\\d{2}\\.${format}$`),
    );
    const saved = path.join(tempDir(), file.suggestedFilename());
    await file.saveAs(saved);
    if (format === 'csv') {
      // As Italian Excel and Calc read it: semicolons, decimal comma, labels.
      const text = fs.readFileSync(saved, 'utf8');
      expect(text).toMatch(/^\uFEFFCodice;Descrizione;Unità di misura;Prezzo;Aliquota IVA;/);
      expect(text).toMatch(/\r\nVIT-M6-20;[^\r]*;pz;0,\d+;22;;Attivo;/);
    }

    await page.getByRole('button', { name: 'Importa', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await chooseFile(page, saved);
    const summary = dialog.getByRole('group', { name: 'Riepilogo' });
    // Read back, the file changes nothing: every article unchanged, nothing to import.
    await expect(summary).toContainText(`${total} invariati`);
    await expect(summary).not.toContainText('con errori');
    await expect(summary).not.toContainText('da creare');
    await expect(summary).not.toContainText('da aggiornare');
    await expect(dialog.getByText(/non c’è nulla da importare/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Importa 0 articoli' })).toBeDisabled();
  });
}
