import { expect, test, type Page } from './fixtures';
import { dismissToast, keepScreenshot, pickCompany, signIn } from './helpers';

/**
 * The warehouse counts the shelf: an inventory adjustment recorded from the article's page,
 * the ledger showing it, and the article's stock figure changing (docs/stock.md).
 */
const ARTICLE = 'TUB-FE-40';
const COUNTED = '1234';

/** "1.234,5 m" -> 1234.5: a quantity as the Italian UI writes it. */
const italianNumber = (text: string) =>
  Number(
    text
      .replace(/[^\d,.-]/g, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );

async function openArticle(page: Page) {
  await page.goto('/registry/articles');
  await page.getByPlaceholder('Cerca').fill(ARTICLE);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/registry\/articles\/edit\/\d+$/);
  await expect(page.getByRole('region', { name: 'Magazzino' })).toBeVisible();
}

test('an inventory count from the article page: the ledger records it, the figure changes', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'magazzino@example.com');
  await pickCompany(page, 'Alfa S.r.l.');

  await openArticle(page);
  const before = italianNumber(await page.getByTestId('stock-on-hand').innerText());
  expect(before).not.toBe(Number(COUNTED));
  await keepScreenshot(page, '94-article-stock');

  await page.getByRole('link', { name: 'Rettifica giacenza' }).click();
  await expect(page).toHaveURL(/\/shipping\/stock\/add\?article_id=\d+$/);
  await expect(page.getByLabel('Articolo')).toHaveValue(new RegExp(`^${ARTICLE}`));
  await expect(page.getByLabel('Causale')).toContainText('Inventario');
  await page.getByLabel('Quantità contata').fill(COUNTED);
  await page.getByLabel('Nota').fill('Inventario di fine anno');
  await page.getByRole('button', { name: 'Salva' }).click();
  await dismissToast(page, /creat|registrat/i);

  // Back on the ledger, filtered by the article: the count's difference on top.
  await expect(page).toHaveURL(/\/shipping\/stock\?/);
  const first = page.locator('tbody tr').first();
  await expect(first).toContainText('Inventario di fine anno');
  await expect(first).toContainText('Inventario');
  await expect(first).toContainText('magazzino@example.com');
  await keepScreenshot(page, '95-stock-ledger');

  await openArticle(page);
  await expect(page.getByTestId('stock-on-hand')).toHaveText(/^1\.234 m$/);
  await expect(page.getByText('Inventario di fine anno')).toBeVisible();
});

test('sales reads the stock but records no movement', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'commerciale@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  await page.goto('/shipping/stock');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crea' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Storna' })).toHaveCount(0);
});

/** A CSV as the office's spreadsheet saves it, picked in the system's file chooser. */
async function chooseCsv(page: Page, lines: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByText('Scegli il file').click();
  await (
    await chooser
  ).setFiles({
    name: 'giacenze.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Codice;Giacenza', ...lines].join('\r\n') + '\r\n'),
  });
}

test('the initial stock from a spreadsheet: previewed, refused with errors, then recorded', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'magazzino@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  await page.goto('/shipping/stock');
  await page.getByRole('button', { name: 'Importa giacenze' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Importa le giacenze' })).toBeVisible();

  // An unknown code: the row says so and nothing can be recorded.
  await chooseCsv(page, ['VIT-M6-20;5000', 'NON-ESISTE;3']);
  await expect(dialog.getByText('1 con errori')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /NON-ESISTE/ })).toContainText('Errore');
  await expect(dialog.getByRole('button', { name: /^Registra/ })).toBeDisabled();

  await chooseCsv(page, ['VIT-M6-20;5000', 'RON-8;7000']);
  await expect(dialog.getByText('2 da movimentare')).toBeVisible();
  await keepScreenshot(page, '96-stock-import');
  await dialog.getByRole('button', { name: 'Registra 2 movimenti' }).click();
  await dismissToast(page, 'Registrati 2 movimenti');
  await expect(dialog).toHaveCount(0);

  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasText: 'RON-8' }).first()).toContainText('Giacenza iniziale');
  await page.goto('/registry/articles');
  await page.getByPlaceholder('Cerca').fill('VIT-M6-20');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.locator('tbody tr').first().click();
  await expect(page.getByTestId('stock-on-hand')).toHaveText(/^5\.000 pz$/);
});
