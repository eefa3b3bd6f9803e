import { expect, test, type Page } from './fixtures';
import { keepScreenshot, signInAlfa } from './helpers';

// The demo's Ferramenta Bianchi pays 0,189 € for the BUL-M8-40 bolt, 0,168 € from 1000 pieces.
const CUSTOMER = 'Ferramenta Bianchi S.n.c.';

const rowsRegion = (page: Page) => page.getByRole('region', { name: 'Righe' });

/** Closes a toast with its ✕, so that the screenshots show the toolbar under it. */
async function closeToast(page: Page, message: string | RegExp) {
  const toast = page.getByRole('alert').filter({ hasText: message });
  await toast.getByRole('button', { name: 'Chiudi' }).click();
  await expect(toast).toHaveCount(0);
}

async function newOrder(page: Page) {
  await signInAlfa(page);
  await page.getByRole('link', { name: 'Ordini di vendita' }).click();
  await page.getByRole('link', { name: 'Nuovo ordine' }).click();
  const customer = page.getByRole('combobox', { name: 'Cliente' });
  await customer.fill('Ferramenta');
  await page.getByRole('option', { name: `C0002 — ${CUSTOMER}` }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/documents\/sales\/orders\/edit\/\d+$/);
  const title = page.getByText(/^Ordine di vendita \d+\/\d{4}$/);
  return (await title.innerText()).replace('Ordine di vendita ', '');
}

test('the row price follows the quantity typed after the article; the order is invoiced after a question, and both link each other', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const orderNumber = await newOrder(page);

  // The bolt first, then 1000 pieces: the field follows with the customer's price for 1000.
  const form = rowsRegion(page);
  const price = form.getByLabel('Prezzo unitario');
  await form.getByRole('combobox', { name: 'Articolo' }).fill('BUL-M8');
  await page.getByRole('option', { name: /^BUL-M8-40 — Bullone/ }).click();
  await expect(price).toHaveValue('0,189');
  await form.getByLabel('Quantità').fill('1000');
  await expect(price).toHaveValue('0,168');
  await form.getByRole('button', { name: 'Aggiungi riga' }).click();
  // The bolt is configurable: its configuration is asked at once, closed here unchanged.
  const configure = page.getByRole('dialog', { name: /^Configura: / });
  await configure.getByRole('button', { name: 'Annulla' }).click();
  await expect(configure).toHaveCount(0);
  const saved = form.locator('tbody tr');
  await expect(saved).toHaveCount(1);
  await expect(saved.locator('td:nth-child(5)')).toHaveText('0,168 €');
  await expect(saved.locator('td:nth-child(8)')).toHaveText('168,00 €');

  // "Trasforma in fattura" asks first: a draft and its date, the date in Italian format.
  await closeToast(page, 'Riga salvata');
  await page.getByRole('button', { name: 'Trasforma in fattura' }).click();
  const dialog = page.getByRole('dialog', { name: "Trasformare l'ordine in fattura?" });
  await expect(dialog).toContainText(
    new RegExp(
      `Verrà creata una bozza di fattura con data \\d{2}/\\d{2}/\\d{4}, con quanto resta da fatturare delle righe dell'ordine ${orderNumber}\\.`,
    ),
  );
  const dateField = dialog.getByRole('group', { name: /Data della fattura/ });
  await expect(dateField).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  // Another day of this month: the first (dd/mm/yyyy: the day is the first section).
  await dateField.getByRole('spinbutton').first().click();
  await page.keyboard.type('01');
  await expect(dateField).toHaveText(/^01\/\d{2}\/\d{4}/);
  const date = /\d{2}\/\d{2}\/\d{4}/.exec((await dateField.textContent())!)![0];
  await expect(dialog).toContainText(`con data ${date}, con quanto resta da fatturare`);
  await keepScreenshot(page, '45-convert-dialog');
  await page.setViewportSize({ width: 640, height: 850 });
  await keepScreenshot(page, '45-convert-dialog-640');
  await page.setViewportSize({ width: 1366, height: 850 });
  await dialog.getByRole('button', { name: 'Crea fattura' }).click();

  // The draft invoice opens, with the date chosen and the 0,168 € row, and no number yet.
  await expect(page).toHaveURL(/\/documents\/sales\/invoices\/edit\/\d+$/);
  await expect(page.getByText('Fattura (bozza)', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: /Data documento/ })).toContainText(date);
  await expect(rowsRegion(page).locator('tbody tr td:nth-child(5)')).toHaveText(['0,168 €']);
  await closeToast(page, "Bozza di fattura creata dall'ordine");
  await expect(page.getByRole('button', { name: 'Crea nota di credito' })).toHaveCount(0);

  // "Emetti" asks first, naming the number and today's date; then the invoice is locked.
  await page.getByRole('button', { name: 'Emetti' }).click();
  const issue = page.getByRole('dialog', { name: 'Emettere il documento?' });
  await expect(issue).toContainText(/Il documento Fattura \d+\/\d{4} verrà emesso con data/);
  const next = /Fattura (\d+\/\d{4})/.exec((await issue.textContent())!)![1];
  const today = /\d{2}\/\d{2}\/\d{4}/.exec(
    (await issue.getByRole('group', { name: /Data di emissione/ }).textContent())!,
  )![0];
  await keepScreenshot(page, '45-issue-dialog');
  await issue.getByRole('button', { name: 'Emetti' }).click();
  await expect(page.getByText(`Fattura ${next}`, { exact: true })).toBeVisible();
  await closeToast(page, `Emesso il documento Fattura ${next}`);
  await expect(page.getByText(/^Documento emesso: non si modifica più/)).toBeVisible();
  await expect(page.getByRole('group', { name: /Data documento/ })).toContainText(today);
  await expect(page.getByRole('button', { name: 'Emetti' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aggiungi riga' })).toHaveCount(0);
  const fromOrder = page.getByRole('link', { name: `Da Ordine ${orderNumber}` });
  await expect(fromOrder).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crea nota di credito' })).toBeVisible();

  // Back on the order: the link to its invoice, and no second conversion.
  await fromOrder.click();
  await expect(page).toHaveURL(/\/documents\/sales\/orders\/show\/\d+$/);
  await expect(page.getByRole('link', { name: `Fatturato con Fattura ${next}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trasforma in fattura' })).toHaveCount(0);
  await keepScreenshot(page, '46-order-with-invoice-link');
  await page.setViewportSize({ width: 640, height: 850 });
  await keepScreenshot(page, '46-order-with-invoice-link-640');
  await page.setViewportSize({ width: 1366, height: 850 });

  // "Duplica" on the order: a new order with the same row opens.
  await page.getByRole('button', { name: 'Duplica' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicare il documento?' });
  await expect(duplicate).toContainText(/Verrà creato il documento Ordine \d+\/\d{4} con data/);
  await keepScreenshot(page, '47-duplicate-dialog');
  await duplicate.getByRole('button', { name: 'Duplica' }).click();
  await expect(page).toHaveURL(/\/documents\/sales\/orders\/edit\/\d+$/);
  await expect(page.getByText(`Ordine di vendita ${orderNumber}`, { exact: true })).toHaveCount(0);
  await expect(rowsRegion(page).locator('tbody tr td:nth-child(5)')).toHaveText(['0,168 €']);
});
