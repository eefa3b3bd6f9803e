import { expect, test, type Locator } from './fixtures';
import { keepScreenshot, signInAlfa } from './helpers';
import { invoiceShowPath, openShippingListPath } from './layoutHelpers';

/**
 * Whether a left-to-right run reads in order on screen: its first character is drawn left
 * of its last one (".Alfa S.r.l" or "di 22 22–1" draw them the other way round).
 */
async function readsLeftToRight(locator: Locator) {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    const first = texts[0];
    const last = texts[texts.length - 1];
    const box = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect();
    };
    const end = last.data.trimEnd().length - 1;
    return box(first, 0).left < box(last, end).left;
  });
}

test('in right to left, names, ranges and figures keep their own direction', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' })),
  );
  await signInAlfa(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/documents/sales/invoices');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // The company in the app bar: an isolate of its own, "Alfa S.r.l." with its final dot.
  const company = page.locator('.MuiAppBar-root').getByText('Alfa S.r.l.', { exact: true });
  expect(await readsLeftToRight(company)).toBe(true);
  expect(await company.evaluate((element) => element.tagName)).toBe('BDI');
  // The pagination range: "1–N di N", not "di N N–1".
  const range = page.locator('.app-pagination').getByText(/^1–\d+ di \d+$/);
  expect(await readsLeftToRight(range)).toBe(true);
  expect(await range.evaluate((element) => element.tagName)).toBe('BDI');
  await keepScreenshot(page, 'rtl-invoices');

  // A document: its title, its dates and every figure of the totals.
  await page.goto(await invoiceShowPath(page));
  const totals = page.getByTestId('document-totals');
  await expect(totals).toBeVisible();
  const figures = totals.locator('bdi[dir="ltr"]');
  expect(await figures.count()).toBeGreaterThan(4);
  for (const figure of await figures.all()) {
    await expect(figure).toHaveText(/^-?[\d.]+,\d{2}\s€$/);
    expect(await readsLeftToRight(figure)).toBe(true);
  }
  const vat = totals.locator('bdi:not([dir])').filter({ hasText: /^IVA \d+/ });
  expect(await readsLeftToRight(vat.first())).toBe(true);
  expect(await readsLeftToRight(page.locator('#react-admin-title bdi'))).toBe(true);
  await keepScreenshot(page, 'rtl-invoice-show');
});

test('in right to left, labels and chosen values keep their punctuation', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' })),
  );
  await signInAlfa(page);

  // A header ending in a dot: "N. doc.", not ".doc .N".
  await page.goto('/documents/sales/invoices');
  const header = page.locator('thead th').getByText('N. doc.', { exact: true });
  expect(await readsLeftToRight(header)).toBe(true);

  // A select's value ("22 %", not "% 22") in an order's new-row form.
  await page.goto('/documents/sales/orders');
  await page.locator('tbody tr').first().click();
  const vat = page.getByRole('combobox', { name: 'IVA' });
  await expect(vat).toHaveText('22 %');
  expect(await readsLeftToRight(vat)).toBe(true);

  // A label with a unit ("Contrassegno (€)") and a sentence starting with a figure.
  await page.goto(await openShippingListPath(page));
  expect(await readsLeftToRight(page.getByText('Contrassegno (€)', { exact: true }))).toBe(true);
  const summary = page.getByTestId('label-summary');
  await expect(summary).toHaveText(/^\d+ rig[ah]/);
  expect(await readsLeftToRight(summary)).toBe(true);
  await keepScreenshot(page, 'rtl-shipping-list');
});

test('in right to left on a phone, a row card keeps dates and amounts in order', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' })),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAlfa(page);
  // The demo exporter's letter of intent, a card on a phone: "15/01/2026", not "2026/01/15".
  await page.goto('/registry/customers');
  await page.getByPlaceholder(/cerca/i).fill('Falegnameria Conti');
  await page.getByText('Falegnameria Conti S.n.c.').click();
  await page.getByRole('tab', { name: "Dichiarazioni d'intento" }).click();
  const card = page.getByRole('listitem').filter({ hasText: '26011512345678900-000001' });
  const date = card.getByText('15/01/2026', { exact: true });
  await expect(date).toBeVisible();
  expect(await readsLeftToRight(date)).toBe(true);
  const amount = card.getByText(/^1\.000,00\s€$/);
  expect(await readsLeftToRight(amount)).toBe(true);
  await keepScreenshot(page, 'rtl-letter-card');
});
