import { expect, test } from './fixtures';
import { companySwitcher, expectSoleCompany, keepScreenshot, pickCompany, signIn } from './helpers';

test('a signed-out visitor comes back to the page they wanted after signing in', async ({
  page,
}) => {
  await page.goto('/registry/general?page=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fregistry%2Fgeneral/);
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  await expect(page).toHaveURL(/\/registry\/general/);
  await expect(page.getByRole('cell', { name: /Rossi Arredamenti/ })).toBeVisible();

  // Signed in, /login sends the user on.
  await page.goto('/login?redirect=%2Fregistry%2Fgeneral%2Fadd');
  await expect(page).toHaveURL(/\/registry\/general\/add$/);
});

test('a revoked session sends the user back to the login page and forgets the token', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await signIn(page, 'alfa@example.com');
  await expectSoleCompany(page, 'Alfa S.r.l.');
  await page.goto('/registry/general');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // The session ends on the server (e.g. signed out from another tab).
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  const logout = await request.post('/api/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(200);

  await page.getByPlaceholder(/cerca/i).fill('rossi');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await keepScreenshot(page, '07-after-401');
});

test('unknown pages show the 404 page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'alfa@example.com');
  await expectSoleCompany(page, 'Alfa S.r.l.');
  await page.goto('/no/such/page');
  await expect(page.getByText('Pagina non trovata')).toBeVisible();
  await keepScreenshot(page, '08-not-found');
});

test('a user with one company goes straight in: no company to pick', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/');
  await signIn(page, 'alfa@example.com');
  await expect(page).toHaveURL(/\/dashboards\/sales$/);
  await expect(companySwitcher(page, 'Alfa S.r.l.')).toBeVisible();
  expect(visited).toContain('/login');
  expect(visited).not.toContain('/select-company');
  await expect(page.getByRole('heading', { name: 'Crediti scaduti' })).toBeVisible();
  await keepScreenshot(page, '06-sole-company-home');
});
