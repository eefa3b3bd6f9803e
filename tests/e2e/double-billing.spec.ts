import { expect, test, type Page } from './fixtures';
import { dismissToast, issue, keepScreenshot, signInAlfa, typeDate } from './helpers';

/**
 * The audit's double billing, tried as staff would (issue 32): an order is invoiced and the
 * invoice issued, then its goods leave on a DDT; the month's deferred invoicing must not bill
 * them again, and says why. The demo's packed order 6/2026 sits on an open GLS list with its
 * labels (server/db/seed/shipping.ts), ready to confirm.
 */
const ORDER = '6/2026';

const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr');

/** Today in Rome as the app writes it: "28/11/2026". */
const romeToday = () =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

async function openOrder(page: Page) {
  await page.goto('/documents/sales/orders');
  await page.getByPlaceholder(/cerca/i).fill(ORDER);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`"q":"${ORDER}"`);
  await rows(page).first().getByRole('cell', { name: ORDER, exact: true }).click();
  await expect(page.getByText(`Ordine di vendita ${ORDER}`)).toBeVisible();
}

test('goods invoiced with their order and then shipped on a DDT are not invoiced again', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAlfa(page);

  // The order becomes an invoice, issued today.
  await openOrder(page);
  const rowsRegion = page.getByRole('region', { name: 'Righe' });
  // Nothing of it shipped nor invoiced yet: the rows say nothing of it.
  await expect(rowsRegion.locator('tbody tr').first()).toBeVisible();
  await expect(rowsRegion.getByText(/^Spediti /)).toHaveCount(0);
  await page.getByRole('button', { name: 'Trasforma in fattura' }).click();
  const dialog = page.getByRole('dialog', { name: "Trasformare l'ordine in fattura?" });
  // Nothing of it is on a confirmed DDT yet: no question about shipped goods.
  await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Crea fattura' }).click();
  await expect(page).toHaveURL(/\/documents\/sales\/invoices\/edit\/\d+$/);
  await dismissToast(page, "Bozza di fattura creata dall'ordine");
  const invoice = await issue(page);

  // Then its goods leave on the GLS list, confirmed as a DDT.
  await page.goto('/shipping/list');
  const packing = rows(page).filter({ hasText: 'Aperta' }).filter({ hasText: 'GLS' });
  await expect(packing).toHaveCount(1);
  await packing.click();
  await expect(page).toHaveURL(/\/shipping\/edit\/\d+$/);
  // Dated today: a DDT is never dated before the last confirmed one (another test may have
  // confirmed one today).
  await typeDate(page, '^Data', romeToday());
  await page.getByRole('button', { name: 'Salva' }).click();
  await dismissToast(page, 'Lista di spedizione salvata');
  await page.getByRole('button', { name: 'Conferma lista' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  const done = page.getByRole('alert').filter({ hasText: /^Lista di spedizione confermata/ });
  await expect(done).toBeVisible();
  const ddt = /numero (\d+\/\d{4})/.exec(await done.innerText())![1];
  await done.getByRole('button', { name: 'Chiudi' }).click();

  // The deferred invoicing of the DDT's year offers nothing for it, and says why.
  await page.goto('/documents/sales/invoices/deferred');
  const year = ddt.split('/')[1];
  await typeDate(page, 'Dal', `01/01/${year}`);
  await typeDate(page, 'Al', `31/12/${year}`);
  await page.getByRole('button', { name: 'Anteprima' }).click();
  const settled = page.getByRole('alert').filter({ hasText: 'già fatturato' });
  await expect(settled).toContainText(`DDT ${ddt} del`);
  await expect(settled).toContainText(`già fatturato con Fattura ${invoice}`);
  // The DDTs still to invoice (the demo's others) do not include it.
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('table').first()).not.toContainText(`n. ${ddt} del`);
  await keepScreenshot(page, '75-deferred-settled-ddt');

  // The order says what is shipped and invoiced, and offers no second invoice.
  await openOrder(page);
  await expect(rowsRegion.getByText(/^Spediti (\d+) · fatturati \1$/).first()).toBeVisible();
  await expect(rowsRegion.getByText(/Spediti 0 ·/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Trasforma in fattura' })).toHaveCount(0);
  await keepScreenshot(page, '76-order-shipped-and-invoiced');
});
