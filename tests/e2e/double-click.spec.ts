import { expect, test, type Page } from './fixtures';
import { openDraftInvoice, openRossiPrices, signInAlfa } from './helpers';

/**
 * Issue 33 point 1: a double click (or Enter twice) on each button that creates or issues
 * something has one effect, and no error beside the success.
 */
const suffix = Date.now().toString(36).toUpperCase();

/** The API's answer to a read, with the page's session. */
async function read(page: Page, url: string) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const answer = await page.request.get(`/api${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return answer.json();
}
const total = async (page: Page, url: string) => (await read(page, url)).total as number;

/** No error toast is shown (a second request's refusal would be one). */
const expectNoError = (page: Page) => expect(page.locator('.MuiAlert-filledError')).toHaveCount(0);

/** Counts the writes the page sends from now on to paths matching `path`. */
function countWrites(page: Page, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.test(url)) seen.push(`${request.method()} ${url}`);
  });
  return () => seen;
}

test('registry forms: a double-clicked Salva creates one customer, one carrier', async ({
  page,
}) => {
  await signInAlfa(page);
  const creates = countWrites(page, /^\/api\/(customers|carriers)$/);
  await page.goto('/registry/customers/profile/new');
  const code = `DC-${suffix}`;
  await page.getByLabel('Ragione sociale').fill(`Doppio Clic ${suffix} S.r.l.`);
  await page.getByLabel('Città', { exact: true }).first().fill('Forlì');
  await page.getByLabel('Codice anagrafico').fill(code);
  await page.getByLabel('Fido').fill('1000');
  await page.getByRole('button', { name: 'Salva' }).dblclick();
  await expect(page).toHaveURL(/\/registry\/customers\/profile\/\d+$/);
  await expect(page.getByLabel('Codice anagrafico')).toHaveValue(code);
  expect(await total(page, `/customers?q=${code}`)).toBe(1);
  await expectNoError(page);

  await page.goto('/registry/carriers/add');
  const carrier = `Vettore Doppio ${suffix}`;
  await page.getByLabel('Ragione sociale').fill(carrier);
  await page.getByRole('button', { name: 'Salva' }).dblclick();
  await expect(page).not.toHaveURL(/\/add$/);
  await expect.poll(() => total(page, `/carriers?q=${encodeURIComponent(carrier)}`)).toBe(1);
  expect(creates()).toHaveLength(2);
  await expectNoError(page);
});

test('documents: a double-clicked new order, row, duplicate and issue each happen once', async ({
  page,
}) => {
  await signInAlfa(page);
  const writes = countWrites(page, /^\/api\/documents/);
  const orders = () => total(page, '/documents?type=order');
  const before = await orders();
  await page.getByRole('link', { name: 'Ordini di vendita' }).click();
  await page.getByRole('link', { name: 'Nuovo ordine' }).click();
  const customer = page.getByRole('combobox', { name: 'Cliente' });
  await customer.fill('Ferramenta');
  await page.getByRole('option', { name: /Ferramenta Bianchi/ }).click();
  await page.getByRole('button', { name: 'Salva' }).dblclick();
  await expect(page).toHaveURL(/\/documents\/sales\/orders\/edit\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  expect(await orders()).toBe(before + 1);

  // "Aggiungi riga" double-clicked, then Enter twice in Quantità: two rows in all.
  const rowsOf = async () => (await read(page, `/documents/${id}`)).document.rows.length;
  const form = page.getByRole('region', { name: 'Righe' });
  const saved = form.locator('tbody tr');
  await form.getByLabel('Descrizione').fill('Riga a doppio clic');
  await form.getByLabel('Quantità').fill('2');
  await form.getByLabel('Prezzo unitario').fill('10');
  await form.getByRole('button', { name: 'Aggiungi riga' }).dblclick();
  await expect(saved).toHaveCount(1);
  await form.getByLabel('Descrizione').fill('Riga con due Invio');
  await form.getByLabel('Quantità').fill('3');
  await form.getByLabel('Prezzo unitario').fill('5');
  // Enter twice as fast as a keyboard repeats it: two submissions in the same instant.
  await form
    .getByLabel('Quantità')
    .evaluate((input: HTMLInputElement) => [1, 2].forEach(() => input.form!.requestSubmit()));
  await expect(saved).toHaveCount(2);
  expect(await rowsOf()).toBe(2);
  expect(writes()).toHaveLength(3); // the order, two rows
  await expectNoError(page);

  // "Duplica" confirmed with a double click: one copy.
  await page.getByRole('button', { name: 'Duplica' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Duplica' }).dblclick();
  await expect(page).not.toHaveURL(new RegExp(`/edit/${id}$`));
  expect(await orders()).toBe(before + 2);

  // "Emetti" confirmed with a double click: issued once, no "già stata emessa" beside it.
  await openDraftInvoice(page);
  const issues = countWrites(page, /^\/api\/documents\/\d+\/issue$/);
  await page.getByRole('button', { name: 'Emetti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Emettere il documento?' });
  await expect(dialog).toContainText(/ \d+\/\d{4} verrà emesso/);
  await dialog.getByRole('button', { name: 'Emetti' }).dblclick();
  await expect(page.getByText(/^Documento emesso: non si modifica più/)).toBeVisible();
  expect(issues()).toHaveLength(1);
  await expectNoError(page);
});

test('inline rows and dialogs: a double-clicked Aggiungi and Crea add one', async ({ page }) => {
  // A customer's own price, double-clicked.
  await openRossiPrices(page);
  const customerId = Number(/profile\/(\d+)/.exec(page.url())![1]);
  const prices = async () =>
    (await read(page, `/customers/${customerId}`)).item.prices.length as number;
  const before = await prices();
  const article = page.getByRole('combobox', { name: 'Articolo' });
  await article.fill('VIT-M6');
  await page.getByRole('option', { name: /^VIT-M6-20/ }).click();
  await page.getByLabel('Prezzo').fill('0,071');
  await page.getByLabel('Quantità minima').fill('7');
  await page.getByRole('button', { name: 'Aggiungi' }).dblclick();
  await expect(page.getByRole('row', { name: /VIT-M6-20.*0,071/ })).toHaveCount(1);
  expect(await prices()).toBe(before + 1);
  await expectNoError(page);

  // A new shipping list, "Crea" double-clicked.
  const lists = () => total(page, '/shipping-lists');
  const listsBefore = await lists();
  await page.goto('/shipping');
  await page.getByRole('button', { name: 'Nuova lista' }).click();
  const create = page.getByRole('dialog');
  await create.getByRole('combobox', { name: 'Cliente' }).fill('Tessitura');
  await page
    .getByRole('option', { name: /Tessitura/ })
    .first()
    .click();
  await create.getByRole('button', { name: 'Crea' }).dblclick();
  await expect(page).toHaveURL(/\/shipping\/edit\/\d+$/);
  expect(await lists()).toBe(listsBefore + 1);
  await expectNoError(page);
  // Deleted again: other tests of this worker open the demo's open list.
  await page.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/shipping(\/list)?$/);
  expect(await lists()).toBe(listsBefore);
});
