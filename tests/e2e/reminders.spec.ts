import { pdftotext } from '../support/pdftotext';
import { expect, test } from './fixtures';
import { keepScreenshot, signInAlfa } from './helpers';

test('an overdue customer reminded from the ledger: formal notice with interest, its letter', async ({
  page,
}) => {
  await signInAlfa(page);

  // The ledger's overdue instalments: the demo reminded one customer; open its reminders.
  await page.goto('/collections/instalments?filter=%7B%22overdue%22%3A%22true%22%7D');
  await page
    .getByRole('link', { name: /1° sollecito,/ })
    .first()
    .click();
  await expect(page).toHaveURL(/tab=reminders/);
  const rows = page.getByTestId('reminder-row');
  await expect(rows.first()).toContainText('1 – Sollecito cortese');
  const before = await rows.count();

  // The next level is offered; the formal notice with the 40 € per invoice instead.
  await page.getByRole('button', { name: 'Nuovo sollecito' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: 'Livello' })).toContainText(
    '2 – Sollecito formale',
  );
  await dialog.getByRole('combobox', { name: 'Livello' }).click();
  await page.getByRole('option', { name: '3 – Diffida e messa in mora' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Giorni per pagare' })).toHaveValue('15');
  await dialog.getByRole('checkbox', { name: /Aggiungi 40 €/ }).check();
  const totals = dialog.getByTestId('reminder-totals');
  await expect(totals).toContainText('Indennizzo forfettario');
  await expect(totals).toContainText('Interessi');
  await expect(dialog.getByTestId('reminder-item').first()).toBeVisible();
  const total = /Totale dovuto: ([\d.,]+\s€)/.exec(await totals.innerText())![1];
  await keepScreenshot(page, 'reminder-dialog');

  // "Crea e stampa": recorded, and the letter opens in a new tab.
  const [letter, pdf] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse(/\/api\/reminders\/\d+\/pdf$/),
    dialog.getByRole('button', { name: 'Crea e stampa' }).click(),
  ]);
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.first()).toContainText('3 – Diffida e messa in mora');
  await expect(rows.first()).toContainText(total);

  // The letter, as the API sent it, read by poppler: the formal notice, the decree, the total.
  await expect.poll(() => letter.url()).toMatch(/^blob:/);
  // Playwright keeps no body of a response read as a blob: ask for the same letter again.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const again = await page.request.get(pdf.url(), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(again.status()).toBe(200);
  const text = await pdftotext(await again.body());
  expect(text).toMatch(/Diffida ad adempiere|Letzte Mahnung|Formal notice|Mise en demeure/);
  expect(text).toContain('231/2002');
  // The demo's reminded customer reads German or Italian: the same way of writing amounts.
  expect(text).toContain(total.replace(/\s/g, ' '));
});
