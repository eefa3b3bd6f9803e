import { expect, test } from './fixtures';
import { keepScreenshot, pickCompany, signIn } from './helpers';

test('switch to Hungarian and to dark mode; both are remembered', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  await page.goto('/registry/general');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: /lingua|language/i }).click();
  await page.getByRole('menuitem', { name: 'Magyar' }).click();
  await expect(page.getByRole('link', { name: 'Általános törzsadatok' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('hu');

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: /sötét/i }).click();
  await expect.poll(background).not.toBe(light);
  await keepScreenshot(page, '09-hungarian-dark');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Általános törzsadatok' })).toBeVisible();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('settings'))) ?? '{}').mode,
  ).toBe('dark');
  expect(await background()).not.toBe(light);
});

test('the settings panel stays open when its language changes (issue 33 point 9)', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  await page.getByRole('button', { name: 'Impostazioni', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Impostazioni' })).toBeVisible();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  // The same panel, now in German, still open for the next choice.
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { name: 'Impostazioni' })).toBeVisible();
});

test('every menu label shows whole in every language', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  const menu = page.getByRole('navigation').getByRole('link');
  for (const language of ['it', 'en', 'de', 'fr', 'hu']) {
    await page.evaluate((code) => localStorage.setItem('i18nextLng', code), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(menu.first()).toBeVisible();
    // A label cut with an ellipsis is wider inside than its box ("Allgemeine Stammd…").
    const cut = await menu.evaluateAll((links) =>
      links
        .map((link) => link.querySelector('p')!)
        .filter((label) => label.scrollWidth > label.clientWidth)
        .map((label) => label.textContent),
    );
    expect(cut, language).toEqual([]);
  }
});
