import { expect, test, type Page } from './fixtures';
import { keepScreenshot, pickCompany, signIn } from './helpers';

const CUSTOMER = 'Ferramenta Bianchi S.n.c.';
const QUANTITY = 3;

/** Spaces as a reader sees them: Intl puts no-break spaces before "€" and in groups. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
const euro = (cents: number) =>
  plain(
    new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      useGrouping: true,
    }).format(cents / 100),
  );
/** "1.234,56 €" -> 123456 (cents). */
const cents = (text: string) =>
  Math.round(
    Number(
      plain(text)
        .replace(/[^\d,-]/g, '')
        .replace(',', '.'),
    ) * 100,
  );

const rowsRegion = (page: Page) => page.getByRole('region', { name: 'Righe' });
const tableRows = (page: Page) => rowsRegion(page).locator('tbody tr');
/** A cell of the only row: 5 unit price, 7 VAT, 8 amount. */
const cell = (page: Page, n: number) => tableRows(page).first().locator(`td:nth-child(${n})`);
const totalsRegion = (page: Page) => page.getByRole('region', { name: 'Totali' });
/** The amount on a line of the totals panel ("Imponibile", "IVA", "Totale"). */
const totalLine = (page: Page, label: string) =>
  totalsRegion(page)
    .locator(':scope > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator(':scope > *')
    .last();

test('a fire door row configured in its dialog: the live price, then the row and the totals follow', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');

  // A new order for a customer, from the orders list.
  await page.getByRole('link', { name: 'Ordini di vendita' }).click();
  await page.getByRole('link', { name: 'Nuovo ordine' }).click();
  const customer = page.getByRole('combobox', { name: 'Cliente' });
  await customer.fill('Ferramenta');
  await page.getByRole('option', { name: `C0002 — ${CUSTOMER}` }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Documento creato')).toBeVisible();
  await expect(page).toHaveURL(/\/documents\/sales\/orders\/edit\/\d+$/);

  // A row of the fire door (priced by a table of height x width) from the article lookup.
  const form = rowsRegion(page);
  const article = form.getByRole('combobox', { name: 'Articolo' });
  await article.click();
  await article.fill('POR-TAB');
  await page.getByRole('option', { name: /^POR-TAB — / }).click();
  await expect(form.getByLabel('Prezzo unitario')).toHaveValue(/^\d+(,\d+)?$/);
  const description = await form.getByLabel('Descrizione').inputValue();
  await form.getByLabel('Quantità').fill(String(QUANTITY));
  await form.getByRole('button', { name: 'Aggiungi riga' }).click();
  // A configurable article asks for its configuration as soon as its row is added (issue 33
  // point 3); closed, the row keeps the base price until configured.
  const dialog = page.getByRole('dialog', { name: `Configura: ${description}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(cell(page, 3)).toHaveText(description);

  // Before: the lookup's price, its amount, the totals.
  const priceBefore = plain(await cell(page, 5).innerText());
  const amountBefore = cents(await cell(page, 8).innerText());
  const vatRate = Number((await cell(page, 7).innerText()).replace(/\s*%.*/, ''));
  const totalBefore = plain(await totalLine(page, 'Totale').innerText());
  expect(amountBefore).toBeGreaterThan(0);
  expect(cents(totalBefore)).toBe(amountBefore + Math.round((amountBefore * vatRate) / 100));
  await keepScreenshot(page, '50-order-row-to-configure');

  // 'Configura': the options of the article; the price follows the values as they are typed.
  await tableRows(page).first().getByRole('button', { name: 'Configura' }).click();
  await expect(dialog).toBeVisible();
  const price = dialog.getByTestId('config-price');
  await dialog.getByLabel('Altezza (mm)').fill('2050');
  await dialog.getByLabel('Larghezza (mm)').fill('900');
  await dialog.getByRole('combobox', { name: 'Maniglione antipanico' }).click();
  await page.getByRole('option', { name: 'No', exact: true }).click();
  // 2050 x 900 -> the next size up in the table: 2100 x 900 = 455 €.
  await expect(price).toContainText(euro(45500));
  // Out of the table: the dialog says why there is no price.
  await dialog.getByLabel('Altezza (mm)').fill('2200');
  await expect(price).toContainText('Il prezzo non si può ancora calcolare.');
  await dialog.getByLabel('Altezza (mm)').fill('2150');
  await expect(price).toContainText(euro(47400)); // 2150 x 900
  // The panic bar adds 145 €.
  await dialog.getByRole('combobox', { name: 'Maniglione antipanico' }).click();
  await page.getByRole('option', { name: /^Sì/ }).click();
  await expect(price).toContainText(euro(61900));
  await dialog.getByLabel('Riferimento vano').fill('Vano scala B');
  await keepScreenshot(page, '51-row-configure-dialog');
  const shown = cents(await price.getByRole('paragraph').innerText());
  expect(shown).toBe(61900);

  // Save: the server's price lands on the row, the amount and the totals follow.
  const saved = page.waitForResponse(
    (response) =>
      /\/row\/\d+\/config$/.test(response.url()) && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Salva' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Riga configurata: prezzo e totali aggiornati')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const amount = shown * QUANTITY;
  const vat = Math.round((amount * vatRate) / 100);
  await expect(cell(page, 5)).toHaveText(/^619,00\s€$/);
  // The row says what it is configured as, under its description.
  await expect(cell(page, 3)).toContainText(
    'Altezza: 2.150 mm, Larghezza: 900 mm, Maniglione antipanico: Sì',
  );
  await expect(cell(page, 3)).toContainText('Riferimento vano: Vano scala B');
  await expect(cell(page, 8)).toHaveText(euro(amount));
  await expect(totalLine(page, 'Imponibile')).toHaveText(euro(amount));
  await expect(totalLine(page, 'Totale')).toHaveText(euro(amount + vat));
  expect(plain(await cell(page, 5).innerText())).not.toBe(priceBefore);
  expect(euro(amount + vat)).not.toBe(totalBefore);
  await keepScreenshot(page, '52-order-row-configured');

  // The server kept it: after a reload the same figures, and the dialog shows the saved values.
  await page.reload();
  await expect(cell(page, 8)).toHaveText(euro(amount));
  await expect(totalLine(page, 'Totale')).toHaveText(euro(amount + vat));
  await tableRows(page).first().getByRole('button', { name: 'Configura' }).click();
  await expect(dialog.getByLabel('Altezza (mm)')).toHaveValue('2150');
  await expect(dialog.getByLabel('Riferimento vano')).toHaveValue('Vano scala B');
  await expect(dialog.getByTestId('config-price')).toContainText(euro(61900));
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toHaveCount(0);
});

test("the article's 'Configurazione' section: its price preview reacts to sample values", async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  await page.getByRole('link', { name: 'Articoli' }).click();
  await page.getByPlaceholder(/cerca/i).fill('PAN-LEG-18');
  const listed = page.getByRole('table').locator('tbody tr');
  await expect(listed).toHaveCount(1);
  await listed.first().getByRole('cell', { name: 'PAN-LEG-18' }).click();
  await expect(page).toHaveURL(/\/articles\/.*\d+/);

  const section = page.getByRole('region', { name: 'Configurazione' });
  await expect(section.getByRole('textbox', { name: 'Formula del prezzo' })).toHaveValue(
    'base * max(width * height / 1000000, 0.25)',
  );
  const preview = section.getByTestId('config-preview');
  const price = preview.getByTestId('config-price');
  await expect(price).toContainText('Il prezzo non si può ancora calcolare.');
  // The article's own price is the base: read it from the form.
  const base = cents(
    await page.getByRole('textbox', { name: 'Prezzo', exact: true }).first().inputValue(),
  );
  expect(base).toBeGreaterThan(0);
  await preview.getByLabel('Larghezza (mm)').fill('2000');
  await preview.getByLabel('Altezza (mm)').fill('1000');
  await preview.getByRole('combobox', { name: 'Bordatura' }).click();
  await page.getByRole('option', { name: 'Nessuna', exact: true }).click();
  await expect(price).toContainText(euro(base * 2)); // 2 m²
  await preview.getByLabel('Larghezza (mm)').fill('200');
  await preview.getByLabel('Altezza (mm)').fill('200');
  await expect(price).toContainText(euro(Math.round(base * 0.25))); // a quarter m² at least
  await preview.getByRole('combobox', { name: 'Bordatura' }).click();
  await page.getByRole('option', { name: /^4 lati/ }).click();
  await expect(price).toContainText(euro(Math.round(base * 0.25) + 1100));
  await section.scrollIntoViewIfNeeded();
  await keepScreenshot(page, '53-article-configuration-preview');
});
