import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { PASSWORD, companySwitcher, keepScreenshot, pickCompany, signIn } from './helpers';

// Two tabs of one browser share one session (one token in localStorage), so one active
// company. A request acts on the company its screen shows, or is refused: never written into
// a company the tab does not show. docs/sessions-and-tenancy.md, "Tabs".

const REFUSED =
  "Questa scheda lavorava su Alfa S.r.l., ma nel frattempo l'azienda attiva è diventata Beta S.p.A. (in un'altra scheda). Nulla è stato salvato.";

/** How many articles with `code` each company has, read by a session of its own. */
async function articlesIn(request: APIRequestContext, company: string, code: string) {
  const login = await request.post('/api/login', {
    data: { email: 'admin@example.com', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).authToken}` };
  const profile = await (await request.get('/api/user/profile', { headers })).json();
  const id = profile.user.companies.find((c: { name: string }) => c.name === company).id;
  await request.post('/api/user/select-company', { headers, data: { company_id: id } });
  const list = await request.get(`/api/articles?q=${code}`, { headers });
  expect(list.status()).toBe(200);
  return (await list.json()).total as number;
}

/** Tab A on Alfa, signed in, on a new article's form with something typed in. */
async function tabOnNewArticle(page: Page, code: string) {
  await page.goto('/');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Alfa S.r.l.');
  await expect(companySwitcher(page, 'Alfa S.r.l.')).toBeVisible();
  await page.goto('/registry/articles/add');
  await page.getByLabel('Codice', { exact: true }).fill(code);
  await page.getByLabel('Descrizione').fill('Articolo della scheda A');
  await page.getByRole('textbox', { name: 'Prezzo' }).fill('1,50');
}

/** Tab B, in the same browser (same session), switches to Beta from the app bar. */
async function otherTabSwitchesToBeta(pageB: Page) {
  await pageB.goto('/registry/articles');
  await companySwitcher(pageB, 'Alfa S.r.l.').click();
  await pageB.getByRole('menuitem', { name: /Beta S\.p\.A\./ }).click();
  await expect(companySwitcher(pageB, 'Beta S.p.A.')).toBeVisible();
}

test('a stale tab saving is refused with a clear message and brought to the active company', async ({
  page,
  context,
  request,
}) => {
  const code = `TAB-A-${test.info().workerIndex}-${test.info().repeatEachIndex}`;
  // This tab misses the other tab's news (as a frozen or discarded tab would), so its save
  // reaches the server while it still shows Alfa.
  await page.addInitScript(() =>
    window.addEventListener(
      'storage',
      (event) => event.key === 'activeCompany' && event.stopImmediatePropagation(),
      true,
    ),
  );
  await tabOnNewArticle(page, code);
  await otherTabSwitchesToBeta(await context.newPage());
  await expect(companySwitcher(page, 'Alfa S.r.l.')).toBeVisible();

  await page.getByRole('button', { name: 'Salva' }).click();

  await expect(page.getByText(REFUSED)).toBeVisible();
  await expect(page).toHaveURL(/\/registry\/articles$/);
  await expect(companySwitcher(page, 'Beta S.p.A.')).toBeVisible();
  await keepScreenshot(page, '09-stale-tab-refused');
  expect(await articlesIn(request, 'Beta S.p.A.', code)).toBe(0);
  expect(await articlesIn(request, 'Alfa S.r.l.', code)).toBe(0);
});

test('when another tab switches company, this tab follows it before anything is saved', async ({
  page,
  context,
  request,
}) => {
  const code = `TAB-B-${test.info().workerIndex}-${test.info().repeatEachIndex}`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    return dialog.dismiss();
  });
  await tabOnNewArticle(page, code);

  await otherTabSwitchesToBeta(await context.newPage());

  await expect(companySwitcher(page, 'Beta S.p.A.')).toBeVisible();
  await expect(page).toHaveURL(/\/registry\/articles$/);
  await expect(
    page.getByText(
      "Ora stai lavorando su Beta S.p.A.: l'azienda attiva è stata cambiata in un'altra scheda. La pagina aperta apparteneva all'azienda precedente ed è stata chiusa senza salvare.",
    ),
  ).toBeVisible();
  await keepScreenshot(page, '10-tab-followed-other-tab');
  expect(dialogs).toEqual([]);
  expect(await articlesIn(request, 'Beta S.p.A.', code)).toBe(0);
  expect(await articlesIn(request, 'Alfa S.r.l.', code)).toBe(0);
});
