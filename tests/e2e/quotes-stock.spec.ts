import { expect, test, type Page } from './fixtures';
import { dismissToast, keepScreenshot, pickCompany, signIn } from './helpers';

/**
 * The goods cycle of issue 37 as its users go through it: a salesperson quotes, sends the
 * quote and turns it into an order once; the warehouse ships the order on a DDT and the
 * article's stock on hand goes down by what was shipped.
 */
const CUSTOMER = 'Ferramenta Bianchi S.n.c.';
const ARTICLE = 'OLI-5L';
const QUANTITY = 3;
const DESCRIPTION = 'Olio lubrificante 5 l';

const rowsRegion = (page: Page) => page.getByRole('region', { name: 'Righe' });
const tableRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** "1.234,5" -> 1234.5: a quantity as the Italian UI writes it. */
const italianNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await pickCompany(page, 'Alfa S.r.l.');
}

/** The article's stock on hand and reserved, as the articles list shows them. */
async function stockOf(page: Page) {
  await page.goto('/registry/articles');
  await page.getByPlaceholder('Cerca').fill(ARTICLE);
  await expect(tableRows(page)).toHaveCount(1);
  const names = (await page.getByRole('columnheader').allInnerTexts()).map((n) => n.trim());
  const cell = async (title: string) => {
    const column = names.indexOf(title);
    expect(column, title).toBeGreaterThan(-1);
    return italianNumber(await tableRows(page).first().locator('td').nth(column).innerText());
  };
  return { onHand: await cell('Giacenza'), reserved: await cell('Impegnato') };
}

test('a quote sent, turned into an order once, shipped on a DDT: the stock goes down', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInAs(page, 'commerciale@example.com');

  // Preventivi -> Nuovo preventivo: the customer, then a row of the article.
  await page.getByRole('link', { name: 'Preventivi' }).click();
  await page.getByRole('link', { name: 'Nuovo preventivo' }).click();
  const customer = page.getByRole('combobox', { name: 'Cliente' });
  await customer.fill('Ferramenta');
  await page.getByRole('option', { name: `C0002 — ${CUSTOMER}` }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/documents\/sales\/quotes\/edit\/\d+$/);
  const title = page.getByText(/^Preventivo \d+\/\d{4}$/);
  const quoteNumber = (await title.innerText()).replace('Preventivo ', '');
  // Valid 30 days unless told.
  const validity = page.getByRole('group', { name: 'Valido fino al' });
  await expect(validity.getByRole('button', { name: /la data selezionata è/ })).toBeVisible();

  const form = rowsRegion(page);
  await form.getByRole('combobox', { name: 'Articolo' }).fill(ARTICLE);
  await page.getByRole('option', { name: new RegExp(`^${ARTICLE} — `) }).click();
  await form.getByLabel('Quantità').fill(String(QUANTITY));
  await form.getByRole('button', { name: 'Aggiungi riga' }).click();
  await dismissToast(page, 'Riga salvata');
  await expect(form.locator('tbody tr')).toHaveCount(1);

  // Sent to the customer.
  await page.getByRole('combobox', { name: 'Stato documento' }).click();
  await page.getByRole('option', { name: 'Inviato' }).click();
  await page.getByRole('button', { name: 'Salva' }).first().click();
  await dismissToast(page, 'Documento salvato');
  await keepScreenshot(page, '90-quote-sent');

  // "Trasforma in ordine": asks first, then the order opens, linked to the quote.
  await page.getByRole('button', { name: 'Trasforma in ordine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trasformare il preventivo in ordine?' });
  await expect(dialog).toContainText(`del preventivo ${quoteNumber}`);
  await dialog.getByRole('button', { name: 'Crea ordine' }).click();
  await expect(page).toHaveURL(/\/documents\/sales\/orders\/edit\/\d+$/);
  const orderPage = page.url();
  await dismissToast(page, /dal preventivo/);
  await expect(page.getByRole('link', { name: `Da Preventivo ${quoteNumber}` })).toBeVisible();
  const orderTitle = page.getByText(/^Ordine di vendita \d+\/\d{4}$/);
  const orderNumber = (await orderTitle.innerText()).replace('Ordine di vendita ', '');
  await expect(rowsRegion(page).locator('tbody tr')).toHaveCount(1);
  await expect(rowsRegion(page).locator('tbody tr').first()).toContainText(DESCRIPTION);

  // Back on the quote: accepted, linked to the order, and it converts no more.
  await page.getByRole('link', { name: `Da Preventivo ${quoteNumber}` }).click();
  await expect(page.getByText(`Preventivo ${quoteNumber}`)).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Trasformato in Ordine ${orderNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trasforma in ordine' })).toHaveCount(0);
  await expect(page.getByText('Accettato', { exact: true })).toBeVisible();
  await keepScreenshot(page, '91-quote-accepted');

  // The order is confirmed and its row ready to ship.
  await page.goto(orderPage);
  await page.getByRole('combobox', { name: 'Stato documento' }).click();
  await page.getByRole('option', { name: 'Confermato' }).click();
  await page.getByRole('button', { name: 'Salva' }).first().click();
  await dismissToast(page, 'Documento salvato');
  await page.getByRole('checkbox', { name: 'Seleziona tutte le righe' }).check();
  const bar = page.getByRole('toolbar', { name: 'Azioni sulle righe selezionate' });
  await bar.getByRole('button', { name: 'Stato riga' }).click();
  await page.getByRole('menuitem', { name: 'Pronto' }).click();
  await dismissToast(page, 'Stato «Pronto» su 1 riga');

  // The warehouse, in its own session: the stock before, the DDT, the stock after.
  const context = await browser.newContext();
  const warehouse = await context.newPage();
  await signInAs(warehouse, 'magazzino@example.com');
  // The confirmed order reserves what it has not shipped yet.
  const before = await stockOf(warehouse);

  await warehouse.goto('/shipping/list');
  await warehouse.getByRole('button', { name: 'Nuova lista' }).click();
  const create = warehouse.getByRole('dialog');
  const recipient = warehouse.getByRole('combobox', { name: 'Cliente' });
  await expect(async () => {
    if (!(await recipient.inputValue()).includes(CUSTOMER)) {
      await recipient.fill('Ferramenta');
      await warehouse.getByRole('option', { name: new RegExp(CUSTOMER) }).click();
    }
    await expect(recipient).toHaveValue(new RegExp(CUSTOMER), { timeout: 1_000 });
  }).toPass();
  await create.getByRole('button', { name: 'Crea' }).click();
  await expect(warehouse).toHaveURL(/\/shipping\/edit\/\d+$/);
  await warehouse.getByRole('button', { name: 'Aggiungi righe' }).click();
  const picker = warehouse.getByRole('dialog', { name: 'Aggiungi righe d’ordine' });
  const candidate = picker
    .getByRole('table')
    .locator('tbody tr')
    .filter({ hasText: orderNumber })
    .filter({ hasText: ARTICLE });
  await candidate.getByRole('button', { name: 'Scegli' }).click();
  const chosen = picker.getByRole('region', { name: 'Scegli' });
  await chosen.getByRole('button', { name: 'Aggiungi alla lista' }).click();
  await dismissToast(warehouse, 'Riga aggiunta alla lista');
  await picker.getByRole('button', { name: 'Chiudi' }).click();
  // Every item needs its label before the DDT is confirmed.
  await warehouse
    .getByRole('region', { name: 'Righe' })
    .getByRole('button', { name: 'Crea etichetta' })
    .click();
  await dismissToast(warehouse, 'Etichetta creata');
  // Transported by the carrier: the carrier is named before confirming.
  const carrier = warehouse.getByRole('combobox', { name: 'Vettore' });
  await expect(async () => {
    if (!/BRT/.test(await carrier.inputValue())) {
      await carrier.fill('BRT');
      await warehouse.getByRole('option', { name: /BRT/ }).click();
    }
    await expect(carrier).toHaveValue(/BRT/, { timeout: 1_000 });
  }).toPass();
  await warehouse.getByRole('button', { name: 'Salva' }).click();
  await dismissToast(warehouse, 'Lista di spedizione salvata');
  await warehouse.getByRole('button', { name: 'Conferma lista' }).click();
  await warehouse.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  await dismissToast(warehouse, /^Lista di spedizione confermata/);
  await keepScreenshot(warehouse, '92-ddt-confirmed');

  // Shipped: on hand down by the DDT's quantity, no longer reserved by the order.
  const after = await stockOf(warehouse);
  expect(after.onHand).toBe(before.onHand - QUANTITY);
  expect(after.reserved).toBe(before.reserved - QUANTITY);
  await keepScreenshot(warehouse, '93-stock-after-ddt');
  await context.close();
});
