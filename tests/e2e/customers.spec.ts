import { expect, test, type Page } from './fixtures';
import { keepScreenshot, pickCompany, signIn } from './helpers';

// Unique per run, so the test also passes against a data directory kept from an earlier run.
const suffix = Date.now().toString(36).toUpperCase();
const CODE = `E2E-${suffix}`;
const NAME = `Cliente E2E ${suffix} S.r.l.`;

/** Picks an article of the catalogue in the row form's "Articolo" autocomplete. */
async function pickArticle(page: Page, search: string, option: RegExp) {
  const input = page.getByRole('combobox', { name: 'Articolo' });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(input).toHaveValue(option);
}

test('create a customer, give it a price and an article code of its own, then find it', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');

  await page.getByRole('link', { name: 'Clienti' }).click();
  await expect(page).toHaveURL(/\/registry\/customers$/);
  await expect(page.getByRole('cell', { name: 'Rossi Arredamenti S.r.l.' })).toBeVisible();
  await keepScreenshot(page, '10-customers-list');

  // "Nuovo cliente": the next registry code comes proposed; emptied, and without a credit
  // limit, the form says what is missing.
  await page.getByRole('link', { name: 'Nuovo cliente' }).click();
  await expect(page).toHaveURL(/\/registry\/customers\/profile\/new$/);
  await expect(page.getByLabel('Codice anagrafico')).toHaveValue(/^C\d{4}$/);
  await page.getByLabel('Ragione sociale').fill(NAME);
  await page.getByLabel('Città', { exact: true }).first().fill('Forlì');
  await page.getByLabel('Codice anagrafico').clear();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Il codice anagrafico è obbligatorio')).toBeVisible();
  await expect(page.getByText('Inserisci il valore del fido')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/new$/);
  await keepScreenshot(page, '11-customer-create-validation');

  await page.getByLabel('Codice anagrafico').fill(CODE);
  await page.getByLabel('Fido').fill('2.500,50');
  await page.getByRole('button', { name: 'Salva' }).click();

  // Once saved, its profile opens: "Profilo generale — <name>" with the values saved.
  await expect(page).toHaveURL(/\/registry\/customers\/profile\/\d+$/);
  await expect(page.getByText(`Profilo generale — ${NAME}`)).toBeVisible();
  await expect(page.getByLabel('Codice anagrafico')).toHaveValue(CODE);
  await expect(page.getByLabel('Fido')).toHaveValue('2500,50');
  await keepScreenshot(page, '12-customer-profile');

  // "Listino prezzi": a price of its own for an article, from 100 pieces.
  await page.getByRole('tab', { name: 'Listino prezzi' }).click();
  await expect(page.getByText('Nessun prezzo personalizzato per questo cliente.')).toBeVisible();
  await pickArticle(page, 'VIT-M6', /^VIT-M6-20 — Vite testa esagonale/);
  await page.getByLabel('Prezzo').fill('0,079');
  await page.getByLabel('Quantità minima').fill('100');
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(page.getByText('Prezzo salvato')).toBeVisible();
  const priceRow = page.getByRole('row', { name: /VIT-M6-20/ });
  await expect(priceRow).toContainText('0,079');
  await expect(priceRow).toContainText('100');

  // Edit it in place: the pencil fills the form, Salva writes it.
  await priceRow.getByRole('button', { name: 'Modifica' }).click();
  await expect(page.getByLabel('Prezzo')).toHaveValue('0,079');
  await page.getByLabel('Prezzo').fill('0,075');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(priceRow).toContainText('0,075');
  await expect(priceRow).not.toContainText('0,079');
  await keepScreenshot(page, '13-customer-price-list');

  // "Articoli del cliente": two of the customer's own codes, then one is deleted.
  await page.getByRole('tab', { name: 'Articoli del cliente' }).click();
  await expect(page.getByText('Nessun codice articolo del cliente.')).toBeVisible();
  await pickArticle(page, 'RON', /^RON-8 — Rondella/);
  await page.getByLabel('Codice del cliente').fill('CLI-RON8');
  await page.getByLabel('Descrizione del cliente').fill('Rondella 8 inox');
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(page.getByRole('row', { name: /RON-8/ })).toContainText('CLI-RON8');

  await pickArticle(page, 'OLI', /^OLI-5L — Olio/);
  await page.getByLabel('Codice del cliente').fill('CLI-OLIO');
  await page.getByLabel('Descrizione del cliente').fill('Olio in tanica');
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  const oilRow = page.getByRole('row', { name: /OLI-5L/ });
  await expect(oilRow).toContainText('CLI-OLIO');
  await expect(oilRow).toContainText('Olio in tanica');

  await oilRow.getByRole('button', { name: 'Modifica' }).click();
  await expect(page.getByLabel('Codice del cliente')).toHaveValue('CLI-OLIO');
  await page.getByLabel('Descrizione del cliente').fill('Olio lubrificante tanica 5 litri');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(oilRow).toContainText('Olio lubrificante tanica 5 litri');
  await keepScreenshot(page, '14-customer-articles');

  await page.getByRole('row', { name: /RON-8/ }).getByRole('button', { name: 'Elimina' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Eliminare il codice del cliente?');
  await keepScreenshot(page, '15-customer-article-delete-confirmation');
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Articolo del cliente eliminato')).toBeVisible();
  await expect(page.getByRole('row', { name: /RON-8/ })).toHaveCount(0);
  await expect(oilRow).toBeVisible();

  // All of it was saved: after a reload the tabs show the same rows.
  await page.reload();
  await page.getByRole('tab', { name: 'Listino prezzi' }).click();
  await expect(page.getByRole('row', { name: /VIT-M6-20/ })).toContainText('0,075');
  await page.getByRole('tab', { name: 'Articoli del cliente' }).click();
  await expect(page.getByRole('row', { name: /OLI-5L/ })).toContainText('CLI-OLIO');
  await expect(page.getByRole('row', { name: /RON-8/ })).toHaveCount(0);

  // Back on the list, the search finds the new customer by its registry code.
  await page.getByRole('link', { name: 'Clienti' }).click();
  await expect(page).toHaveURL(/\/registry\/customers(\?|$)/);
  await page.getByPlaceholder(/cerca/i).fill(CODE);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  const row = page.getByRole('row', { name: new RegExp(CODE) });
  await expect(row).toContainText(NAME);
  await expect(row).toContainText('Forlì');
  await expect(row).toContainText('2.500,50');
  await keepScreenshot(page, '16-customers-search');
});
