import { expect, test, type Page } from './fixtures';
import { dismissToast, issueRibaInvoice, keepScreenshot, signInAlfa } from './helpers';

const instalmentsPanel = (page: Page) => page.getByTestId('document-instalments');
/** "1.234,56 €" -> cents */
const cents = (money: string) =>
  Math.round(Number(money.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
/** cents -> "1234,56", as typed in an amount field */
const typed = (value: number) =>
  `${Math.floor(value / 100)},${String(value % 100).padStart(2, '0')}`;
/** cents -> "1.234,56 €", as the screens show it (grouped always) */
const euro = (value: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true })
    .format(value / 100)
    .replace(/\s/g, ' ');
const plain = (text: string) => text.replace(/\s/g, ' ');

/** The states the document's panel shows, in due-date order. */
const panelStates = (page: Page) =>
  instalmentsPanel(page).locator('tbody tr td:last-child').allInnerTexts();

test('an invoice with RiBa 30/60: its instalments, a partial transfer, a write-off, a reversal', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAlfa(page);

  // A draft on RiBa 30/60 end of month, issued: two instalments, both open.
  const number = await issueRibaInvoice(page);
  await expect(instalmentsPanel(page).locator('tbody tr')).toHaveCount(2);
  await expect.poll(() => panelStates(page)).toEqual(['Aperta', 'Aperta']);
  await expect(page.getByText(/^Segue gli incassi/)).toBeVisible();
  const opens = await instalmentsPanel(page).locator('tbody tr td:nth-child(4)').allInnerTexts();
  const [first, second] = opens.map(cents);
  await keepScreenshot(page, 'collections-invoice-instalments');

  // "Registra incasso": the form comes with both instalments and their sum; a bank transfer
  // of half the first instalment, all to it.
  const half = Math.floor(first / 2);
  await instalmentsPanel(page).getByRole('link', { name: 'Registra incasso' }).click();
  await expect(page).toHaveURL(/\/collections\/payments\/add/);
  const totals = page.getByTestId('allocation-totals');
  await expect
    .poll(async () => plain(await totals.innerText()))
    .toContain(`Assegnato: ${euro(first + second)}`);
  await page.getByLabel('Importo').fill(typed(half));
  const mine = page.getByTestId('allocation-row').filter({ hasText: `Fattura ${number}` });
  await mine.nth(0).getByRole('textbox').fill(typed(half));
  await mine.nth(1).getByRole('textbox').fill('');
  await expect(totals).toContainText('Resterà come credito: 0,00 €');
  await page.getByRole('combobox', { name: 'Conto di accredito' }).click();
  await page.getByRole('option', { name: /Conto principale/ }).click();
  await keepScreenshot(page, 'collections-payment-form');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/collections\/payments\/show\/\d+$/);
  await dismissToast(page, 'Incasso registrato');
  // The instalments it settled (the page's first table; its Cronologia follows).
  const settled = page.getByRole('table').first();
  await expect(settled.locator('tbody tr')).toHaveCount(1);
  await expect(settled).toContainText(`Fattura ${number}`);
  await keepScreenshot(page, 'collections-payment');

  // The invoice: its first instalment partly paid, the status "In pagamento".
  await page.getByRole('link', { name: `Fattura ${number}` }).click();
  await expect.poll(() => panelStates(page)).toEqual(['Parzialmente pagata', 'Aperta']);
  await expect(page.getByRole('combobox', { name: /Stato documento/ })).toContainText(
    'In pagamento',
  );

  // The ledger: the customer's open instalments; what is left of the first written off.
  await page.goto('/collections/instalments');
  await expect(page.getByTestId('ageing-summary')).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: `Fattura ${number}` });
  await expect(row).toHaveCount(2);
  const partly = row.filter({ hasText: 'Parzialmente pagata' });
  await expect(partly).toContainText(euro(first - half));
  await partly.getByRole('button', { name: 'Stralcia residuo' }).click();
  const dialog = page.getByRole('dialog', { name: /Stralciare il residuo di/ });
  await expect.poll(async () => plain(await dialog.innerText())).toContain(euro(first - half));
  await dialog.getByLabel(/Motivo dello stralcio/).fill('Spese bancarie trattenute dal cliente');
  await dialog.getByRole('button', { name: 'Stralcia residuo' }).click();
  await dismissToast(page, 'Residuo stralciato');
  await expect(row).toHaveCount(1);
  await keepScreenshot(page, 'collections-ledger');

  // The payment reversed: the half it paid is open again; the write-off stays.
  await page.goto('/collections/payments');
  await page.locator('tbody tr').first().click();
  await page.getByRole('button', { name: 'Storna' }).click();
  const reverse = page.getByRole('dialog', { name: 'Stornare questo incasso?' });
  await reverse.getByLabel(/Motivo dello storno/).fill('Bonifico richiamato dalla banca');
  await reverse.getByRole('button', { name: 'Storna' }).click();
  await dismissToast(page, 'Incasso stornato');
  await expect(page.getByText('Stornato', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Fattura ${number}` }).click();
  await expect.poll(() => panelStates(page)).toEqual(['Parzialmente pagata', 'Aperta']);
  const open = instalmentsPanel(page).locator('tbody tr').first().locator('td').nth(3);
  await expect.poll(async () => plain(await open.innerText())).toBe(euro(half));

  // The customer's page leads to what the customer has open; on a phone, cards.
  await page.goto('/registry/customers');
  await page.getByPlaceholder(/cerca/i).fill('Rossi Arredamenti');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row', { name: /Rossi Arredamenti/ }).click();
  // The page's own link (the sidebar has one to the whole ledger).
  await page.locator('a[href*="customer_id"]', { hasText: 'Scadenzario' }).click();
  await expect(page).toHaveURL(/\/collections\/instalments\?.*customer_id/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Rossi Arredamenti' })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('table')).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: new RegExp(`Fattura ${number} Parzialmente pagata`) }),
  ).toBeVisible();
  await keepScreenshot(page, 'collections-ledger-phone');
});
