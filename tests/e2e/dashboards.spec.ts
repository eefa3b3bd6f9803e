import { expect, test, type Locator, type Page } from './fixtures';
import { expectSoleCompany, keepScreenshot, signIn } from './helpers';

/** "3.516,69 €" (it) or "3 516,69 EUR" (hu, as Intl writes euro there) -> 351669 cents. */
const cents = (text: string) => {
  const match = /(-?[\d.\s\u00a0\u202f]+),(\d{2})\s*(€|EUR)/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  return Number(match[1].replace(/[.\s\u00a0\u202f]/g, '')) * 100 + Number(match[2]);
};

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The rows of a documents list. */
const listRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** What is open of the instalments the ledger lists, summed (its "Residuo" column). */
async function ledgerOpen(page: Page) {
  const headers = await page.getByRole('table').locator('thead th').allInnerTexts();
  const column = headers.findIndex((text) => text.trim() === 'Residuo') + 1;
  expect(column).toBeGreaterThan(0);
  const cells = await listRows(page).locator(`td:nth-child(${column})`).allInnerTexts();
  return cells.reduce((sum, cell) => sum + cents(cell), 0);
}

/**
 * Back to a dashboard the way staff go back, through the menu: the browser's Back from a list
 * may first land on the list's own previous address, as the list writes its parameters there.
 */
async function openFromMenu(page: Page, entry: string, url: RegExp) {
  await page.getByRole('link', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(url);
}

/** The amount a KPI shows (its link). */
const kpiValue = (card: Locator) => card.getByRole('link').first();

test('the sales dashboard is the home page and every figure opens its documents', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'alfa@example.com');
  await expectSoleCompany(page, 'Alfa S.r.l.');
  await expect(page).toHaveURL(/\/dashboards\/sales$/);

  // The overdue receivables come first.
  const overdue = region(page, 'Crediti scaduti');
  await expect(kpiValue(overdue)).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  const overdueCents = cents(await kpiValue(overdue).innerText());
  await expect(region(page, 'Fatturato mensile (24 mesi)').locator('svg').first()).toBeVisible();
  await keepScreenshot(page, '70-dashboard-sales');

  // They are the ledger's: it opens on the overdue instalments, its "Scaduto" the same amount.
  await kpiValue(overdue).click();
  await expect(page).toHaveURL(/\/collections\/instalments\?/);
  await expect(page.getByRole('switch', { name: 'Solo scadute' })).toBeChecked();
  await expect(listRows(page).first()).toBeVisible();
  const summary = page.getByTestId('ageing-summary');
  const figure = summary
    .getByText('Scaduto', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  expect(cents(await figure.innerText())).toBe(overdueCents);
  expect(await ledgerOpen(page)).toBe(overdueCents);
  await openFromMenu(page, 'Vendite', /\/dashboards\/sales$/);

  // The average invoice counts the invoices the revenue link lists.
  const average = region(page, 'Fattura media');
  const invoices = Number(/(\d+)/.exec(await average.getByText(/^su \d+ fattur/).innerText())![1]);
  await region(page, 'Fatturato del periodo').getByRole('link', { name: 'Fatture' }).click();
  await expect(page).toHaveURL(/\/documents\/sales\/invoices\?/);
  const year = new Date().getFullYear();
  await expect(page.locator('input[name="date_from"]')).toHaveValue(`01/01/${year}`);
  await expect(listRows(page)).toHaveCount(Math.min(invoices, 25));
  await openFromMenu(page, 'Vendite', /\/dashboards\/sales$/);

  // Last year: the range goes into the address and every card follows it.
  await page.getByRole('button', { name: 'Anno scorso' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${year - 1}-01-01&to=${year - 1}-12-31`));
  await expect(region(page, 'Fatturato del periodo')).toContainText(
    `Dal 01/01/${year - 1} al 31/12/${year - 1}`,
  );

  // The monthly chart as a table: 24 months, each a link to its month's invoices.
  const monthly = region(page, 'Fatturato mensile (24 mesi)');
  await monthly.getByRole('button', { name: 'Tabella' }).click();
  const months = monthly.getByRole('table').locator('tbody tr');
  await expect(months).toHaveCount(24);
  await expect(months.last()).toContainText(`dic ${year - 1}`);
  await keepScreenshot(page, '71-dashboard-sales-last-year-table');

  // The best customer's invoices.
  const top = region(page, 'I 10 migliori clienti').getByRole('link').first();
  const customer = (await top.innerText()).replace(/^\d+\.\s*/, '');
  await top.click();
  await expect(page).toHaveURL(/customer_id/);
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(
    new RegExp(customer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(listRows(page).first()).toContainText(customer);
});

test('the orders dashboard lists the late orders and links to each', async ({ page }) => {
  await page.goto('/dashboards/orders');
  await signIn(page, 'alfa@example.com');
  await expectSoleCompany(page, 'Alfa S.r.l.');
  await expect(page).toHaveURL(/\/dashboards\/orders$/);

  const late = region(page, 'Ordini in ritardo');
  await expect(kpiValue(late)).toHaveText(/,\d{2}\s€$/);
  const count = Number(/(\d+) ordin/.exec(await late.innerText())![1]);
  const lateTable = region(page, 'I più in ritardo').getByRole('table');
  await expect(lateTable.locator('tbody tr')).toHaveCount(Math.min(count, 10));
  const byStatus = region(page, 'Ordini del periodo per stato');
  await byStatus.getByRole('button', { name: 'Tabella' }).click();
  await expect(byStatus.getByRole('table').locator('tbody tr')).toHaveCount(8);
  await region(page, 'Da spedire nei prossimi 28 giorni')
    .getByRole('button', { name: 'Tabella' })
    .click();
  await expect(
    region(page, 'Da spedire nei prossimi 28 giorni').getByRole('table').locator('tbody tr'),
  ).toHaveCount(28);
  await keepScreenshot(page, '72-dashboard-orders');

  // The most overdue order opens on its edit page.
  const first = lateTable.locator('tbody tr').first().getByRole('link');
  const number = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/documents\/sales\/orders\/edit\/\d+/);
  await expect(page.getByText(`Ordine di vendita ${number}`).first()).toBeVisible();
  await openFromMenu(page, 'Ordini', /\/dashboards\/orders$/);

  // "See all": the open orders whose shipping date is past, as many as the card says.
  await region(page, 'I più in ritardo')
    .getByRole('link', { name: /Vedi tutti/ })
    .click();
  await expect(page).toHaveURL(/\/documents\/sales\/orders\?/);
  await expect(page.getByRole('textbox', { name: 'Spedizione alla data' })).toBeVisible();
  await expect(page.locator('input[name="shipping_to"]')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(listRows(page)).toHaveCount(Math.min(count, 25));
});

test('the dashboards read well narrow, in Hungarian, dark and right to left', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 1000 });
  await page.goto('/');
  await signIn(page, 'alfa@example.com');
  await expectSoleCompany(page, 'Alfa S.r.l.');
  const overdue = region(page, 'Crediti scaduti');
  const italian = await kpiValue(overdue).innerText();

  await page.getByRole('button', { name: /lingua|language/i }).click();
  await page.getByRole('menuitem', { name: 'Magyar' }).click();
  const hungarian = page.getByRole('region', { name: 'Lejárt követelések' });
  await expect(kpiValue(hungarian)).toHaveText(/^\d{1,3}([\s\u00a0]\d{3})*,\d{2}\sEUR$/);
  expect(cents(await kpiValue(hungarian).innerText())).toBe(cents(italian));
  await page.getByRole('button', { name: /sötét/i }).click();
  await expect(hungarian.locator('..')).toBeVisible();
  await keepScreenshot(page, '73-dashboard-sales-hu-dark-640');

  await page.evaluate(() => {
    const settings = JSON.parse(localStorage.getItem('settings') ?? '{}');
    localStorage.setItem('settings', JSON.stringify({ ...settings, direction: 'rtl' }));
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(kpiValue(hungarian)).toBeVisible();
  await keepScreenshot(page, '74-dashboard-sales-hu-dark-rtl-640');
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
