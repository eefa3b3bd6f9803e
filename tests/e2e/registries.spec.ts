import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { keepScreenshot, signInAlfa } from './helpers';

/** No critical or serious axe violation on the screen as it is now (WCAG 2 A/AA). */
async function expectAccessible(page: Page, screen: string) {
  await expect(page.locator('[role="progressbar"], #nprogress')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect
    .soft(
      blocking.map((v) => `${v.id} ${v.nodes[0]?.target}`),
      screen,
    )
    .toEqual([]);
}

/** Deletes the record open in the form, after the confirmation, back on `list`. */
async function deleteOpenRecord(page: Page, list: RegExp) {
  await page.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /conferma/i })
    .click();
  await expect(page).toHaveURL(list);
}

test('a carrier is created, edited and deleted under Anagrafiche', async ({ page }) => {
  await signInAlfa(page);
  await page.getByRole('link', { name: 'Vettori' }).click();
  await expect(page).toHaveURL(/\/registry\/carriers$/);
  await expect(page.getByRole('cell', { name: 'BRT S.p.A.' })).toBeVisible();
  await expectAccessible(page, 'carriers list');

  await page.getByRole('link', { name: /crea/i }).first().click();
  await expect(page).toHaveURL(/\/registry\/carriers\/add$/);
  await expect(page.getByLabel('Ragione sociale')).toBeFocused();
  await expectAccessible(page, 'carrier form');
  await page.getByLabel('Ragione sociale').fill('Trasporti Prova E2E');
  await page.getByLabel('Partita IVA').fill('12345678901');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(/Partita IVA non valida/)).toBeVisible();
  await page.getByLabel('Partita IVA').fill('IT 12345678903');
  await page.getByLabel('Città').fill('Rimini');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/registry\/carriers\/edit\/\d+$/);
  await expect(page.getByLabel('Partita IVA')).toHaveValue('12345678903');

  await page.getByLabel('Città').fill('Riccione');
  await keepScreenshot(page, 'carrier-edit');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/registry\/carriers$/);
  await page.getByPlaceholder(/cerca/i).fill('prova e2e');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  await page.getByRole('cell', { name: 'Riccione' }).click();

  await deleteOpenRecord(page, /\/registry\/carriers(\?|$)/);
  await expect(page.getByRole('cell', { name: 'Trasporti Prova E2E' })).toHaveCount(0);
});

test('payment terms are created, edited and deleted under Anagrafiche', async ({ page }) => {
  await signInAlfa(page);
  await page.getByRole('link', { name: 'Pagamenti' }).click();
  await expect(page).toHaveURL(/\/registry\/payment-terms$/);
  await expect(page.getByRole('cell', { name: 'RiBa 30/60/90 gg f.m.' })).toBeVisible();
  await expectAccessible(page, 'payment terms list');

  await page.getByRole('link', { name: /crea/i }).first().click();
  await expect(page).toHaveURL(/\/registry\/payment-terms\/add$/);
  await expect(page.getByLabel('Codice')).toBeFocused();
  await expectAccessible(page, 'payment term form');
  await page.getByLabel('Codice').fill('E2E120');
  await page.getByLabel('Descrizione').fill('Bonifico 60/90/120 gg f.m. E2E');
  await page.getByRole('combobox', { name: /Decorrenza/ }).click();
  await page.getByRole('option', { name: 'Fine mese' }).click();
  await page.getByLabel('Giorni delle scadenze').fill('90, 60');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(/giorni interi da 0 a 365, crescenti/)).toBeVisible();
  await page.getByLabel('Giorni delle scadenze').fill('60, 90, 120');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/registry\/payment-terms\/edit\/\d+$/);

  // Another term already has the code RD: the server says so on the field.
  await page.getByLabel('Codice').fill('RD');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Valore già in uso')).toBeVisible();
  await page.getByLabel('Codice').fill('E2E120');
  await page.getByRole('combobox', { name: /Modalità di pagamento/ }).click();
  await page.getByRole('option', { name: 'MP12 RiBa' }).click();
  await keepScreenshot(page, 'payment-term-edit');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/registry\/payment-terms$/);
  await page.getByPlaceholder(/cerca/i).fill('e2e120');
  const row = page.getByRole('row', { name: /E2E120/ });
  await expect(row).toContainText('MP12 RiBa');
  await expect(row).toContainText('60, 90, 120');
  await row.click();

  await deleteOpenRecord(page, /\/registry\/payment-terms(\?|$)/);
  await expect(page.getByRole('cell', { name: 'E2E120' })).toHaveCount(0);
});

test('a bank account is created under Azienda, its codes checked and kept compact', async ({
  page,
}) => {
  await signInAlfa(page);
  await page.getByRole('link', { name: 'Conti bancari' }).click();
  await expect(page).toHaveURL(/\/settings\/bank-accounts$/);
  await expect(page.getByRole('cell', { name: 'IT60X0542811101000000123456' })).toBeVisible();
  await expectAccessible(page, 'bank accounts list');

  await page.getByRole('link', { name: /crea/i }).first().click();
  await expect(page.getByLabel('Nome del conto')).toBeFocused();
  await page.getByLabel('Nome del conto').fill('Conto RiBa E2E');
  await page.getByLabel('Banca').fill('Banca di Prova');
  // A wrong check digit, then the IBAN as printed on a statement: in groups, in lower case.
  await page.getByLabel('IBAN').fill('IT61 X054 2811 1010 0000 0123 456');
  await page.getByLabel('Identificativo creditore SEPA').fill('IT67ZZZA1B2C3D4E5F6G7H8');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('IBAN non valido: controlla il codice')).toBeVisible();
  await expect(page.getByText(/^Identificativo creditore SEPA non valido/)).toBeVisible();
  await expectAccessible(page, 'bank account form with errors');
  // The demo's main account is Alfa's already: the server says so on the field.
  await page.getByLabel('IBAN').fill('it60 x054 2811 1010 0000 0123 456');
  await page.getByLabel('Identificativo creditore SEPA').fill('it66 zzz a1b2c3d4e5f6g7h8');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Valore già in uso')).toBeVisible();
  await page.getByLabel('IBAN').fill('it41 x054 2811 1010 0000 0999 999');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/settings\/bank-accounts\/edit\/\d+$/);
  await expect(page.getByLabel('IBAN')).toHaveValue('IT41X0542811101000000999999');
  await expect(page.getByLabel('Identificativo creditore SEPA')).toHaveValue(
    'IT66ZZZA1B2C3D4E5F6G7H8',
  );
  await keepScreenshot(page, 'bank-account-form');
  await deleteOpenRecord(page, /\/settings\/bank-accounts(\?|$)/);
  await expect(page.getByRole('cell', { name: 'Conto RiBa E2E' })).toHaveCount(0);
});
