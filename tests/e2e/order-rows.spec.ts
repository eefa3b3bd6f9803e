import { expect, test, type Page } from './fixtures';
import { dismissToast, keepScreenshot, signInAlfa } from './helpers';

/** A call to the API with the page's session (the company it works on). */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const answer = await page.request.fetch(`/api${url}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json();
}

/** A new order of Rossi with three rows, not yet in any shipping list: its edit page path. */
async function newOrder(page: Page) {
  const customers = await api(page, 'GET', '/customers?q=Rossi');
  const row = (description: string, quantity: string) => ({
    description,
    quantity,
    unit_price: '12.5',
    vat_rate: '22',
  });
  const { item } = await api(page, 'POST', '/documents', {
    type: 'order',
    customer_id: customers.items[0].id,
    document_date: new Date().toISOString().slice(0, 10),
    rows: [row('Pannello A', '2'), row('Pannello B', '3'), row('Pannello C', '4')],
  });
  return `/documents/sales/orders/edit/${item.id}`;
}

const rowsRegion = (page: Page) => page.getByRole('region', { name: 'Righe' });

test('several order rows take one line status at once', async ({ page }) => {
  await signInAlfa(page);
  await page.goto(await newOrder(page));
  const rows = rowsRegion(page).locator('tbody tr');
  await expect(rows).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Seleziona la riga 1' }).check();
  await page.getByRole('checkbox', { name: 'Seleziona la riga 3' }).check();
  const bar = page.getByRole('toolbar', { name: 'Azioni sulle righe selezionate' });
  await expect(bar).toContainText('2 righe selezionate');
  await bar.getByRole('button', { name: 'Stato riga' }).click();
  await page.getByRole('menuitem', { name: 'In produzione' }).click();
  await dismissToast(page, 'Stato «In produzione» su 2 righe');
  await expect(bar).toHaveCount(0);
  await expect(rows.nth(0)).toContainText('In produzione');
  await expect(rows.nth(1)).not.toContainText('In produzione');
  await expect(rows.nth(2)).toContainText('In produzione');
  await keepScreenshot(page, 'order-rows-bulk-status');

  // "Seleziona tutte le righe", back to "Da produrre": every row, kept by the server.
  await page.getByRole('checkbox', { name: 'Seleziona tutte le righe' }).check();
  await expect(bar).toContainText('3 righe selezionate');
  await bar.getByRole('button', { name: 'Stato riga' }).click();
  await page.getByRole('menuitem', { name: 'Pronto' }).click();
  await dismissToast(page, 'Stato «Pronto» su 3 righe');
  await page.reload();
  for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toContainText('Pronto');
});

test('on a phone an order’s rows are cards: readable, ticked and edited without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAlfa(page);
  await page.goto(await newOrder(page));
  const cards = rowsRegion(page).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(rowsRegion(page).locator('table')).toHaveCount(0);
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    // What identifies and values the row, each with its label.
    for (const label of ['Quantità', 'Prezzo unitario', 'IVA', 'Importo']) {
      await expect(card.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await expect(cards.nth(1)).toContainText('Pannello B');
  await expect(cards.nth(1)).toContainText('37,50 €');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await keepScreenshot(page, 'order-rows-cards-375');

  // A card's buttons: edit puts the row in the form above.
  await cards.nth(1).getByRole('button', { name: 'Modifica' }).click();
  await expect(rowsRegion(page).getByLabel('Descrizione', { exact: true })).toHaveValue(
    'Pannello B',
  );
  // The checkboxes work on cards too.
  await page.getByRole('checkbox', { name: 'Seleziona la riga 2' }).check();
  await expect(page.getByRole('toolbar', { name: 'Azioni sulle righe selezionate' })).toContainText(
    '1 riga selezionata',
  );
});
