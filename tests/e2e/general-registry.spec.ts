import { expect, test } from './fixtures';
import { keepScreenshot, pickCompany, signIn } from './helpers';

test('sign in, pick a company, create, edit and delete a general registry entry', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await keepScreenshot(page, '01-login');
  await signIn(page, 'admin@example.com');

  await pickCompany(page, 'Beta S.p.A.');
  await expect(page).toHaveURL(/\/dashboards\/sales/);
  await expect(page.getByRole('region', { name: 'Crediti scaduti' })).toBeVisible();
  await keepScreenshot(page, '02-home-sales-dashboard');

  await page.getByRole('link', { name: 'Anagrafica generale' }).click();
  await expect(page).toHaveURL(/\/registry\/general$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await keepScreenshot(page, '03-general-registry-list');

  // Create: a wrong VAT number is refused with a clear message, then corrected.
  await page
    .getByRole('link', { name: /crea|nuov/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/registry\/general\/add$/);
  await page.getByLabel('Ragione sociale').fill('Prova E2E S.r.l.');
  await page.getByLabel('Partita IVA').fill('12345678901');
  await page.getByLabel('Città').fill('Forlì');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(/Partita IVA non valida/)).toBeVisible();
  await keepScreenshot(page, '04-create-validation');
  await page.getByLabel('Partita IVA').fill('12345678903');
  await page.getByRole('button', { name: 'Salva' }).click();
  // Once saved, the new entry opens for editing.
  await expect(page).toHaveURL(/\/registry\/general\/edit\/\d+$/);
  await expect(page.getByLabel('Città')).toHaveValue('Forlì');

  // Edit and save: back on the list, the change is there.
  await page.getByLabel('Città').fill('Cesena');
  await keepScreenshot(page, '05-edit');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/registry\/general$/);
  await page.getByPlaceholder(/cerca/i).fill('Prova E2E');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  await expect(page.getByRole('cell', { name: 'Cesena' })).toBeVisible();

  // Delete asks first.
  await page.getByRole('cell', { name: 'Prova E2E S.r.l.' }).click();
  await expect(page).toHaveURL(/\/registry\/general\/edit\/\d+$/);
  await page.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await keepScreenshot(page, '06-delete-confirmation');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /conferma|elimina|sì/i })
    .click();
  // Back on the list, which remembers its last search.
  await expect(page).toHaveURL(/\/registry\/general(\?|$)/);
  await page.getByPlaceholder(/cerca/i).fill('Prova E2E');
  await expect(page.getByText(/Nessun risultato/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Prova E2E S.r.l.' })).toHaveCount(0);
});
