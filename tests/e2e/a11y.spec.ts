import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { keepScreenshot, pickCompany, signIn } from './helpers';

/**
 * Accessibility of every main screen: axe-core (WCAG 2 A/AA rules and axe's best practices)
 * finds no critical or serious violation, and each screen has exactly one `h1`.
 * One sign-in; the same page walks every screen.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['critical', 'serious']);

/** The blocking violations of the screen as it is now, one line per element. */
async function blockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}`));
}

/** Checks the screen on show: one named h1, no blocking axe violation (all listed when any). */
async function audit(page: Page, screen: string) {
  // Nothing loading any more (spinners, the top progress bar): axe sees the screen's content.
  await expect(page.locator('[role="progressbar"], #nprogress')).toHaveCount(0);
  await expect
    .poll(() => page.locator('h1').allInnerTexts(), { message: `${screen}: exactly one h1` })
    .toEqual([expect.stringMatching(/\S/)]);
  const found = await blockingViolations(page);
  expect.soft(found, `${screen}: critical/serious axe violations`).toEqual([]);
}

const DOCUMENT_LISTS = [
  ['quotes', 'quotes'],
  ['orders', 'orders'],
  ['invoices', 'invoices'],
  ['credit-notes', 'credit notes'],
  ['debit-notes', 'debit notes'],
] as const;

const rows = (page: Page) => page.locator('table tbody tr');

/** Opens a list, audits it, then opens its first row and waits for `edit` in the address. */
async function listThenFirstRow(page: Page, path: string, edit: RegExp) {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible();
  await audit(page, path);
  await rows(page).first().click();
  await expect(page).toHaveURL(edit);
  await expect(page.locator('form, [role="region"]').first()).toBeVisible();
}

test('every main screen: one h1, no critical or serious axe violation (light, then dark)', async ({
  page,
}) => {
  // ~40 screens, each checked by axe: longer than one screen's test.
  // A bound, not a wait: light then dark over every screen took up to 10 minutes on a busy
  // 2-core machine running the other specs beside it.
  test.setTimeout(900_000);
  await test.step('login and select company', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await audit(page, 'login');
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/select-company/);
    await expect(page.getByRole('button', { name: /Alfa S\.r\.l\./ })).toBeVisible();
    await audit(page, 'select company');
    await pickCompany(page, 'Alfa S.r.l.');
    await expect(page).toHaveURL(/\/dashboards\/sales/);
  });

  await test.step('dashboards', async () => {
    await page.goto('/dashboards/sales');
    await expect(
      page.getByRole('region', { name: 'Fatturato mensile (24 mesi)' }).locator('svg').first(),
    ).toBeVisible();
    await audit(page, 'sales dashboard');
    await page.goto('/dashboards/orders');
    await expect(page.getByRole('region').first()).toBeVisible();
    await audit(page, 'orders dashboard');
  });

  await test.step('general registry: list, edit, create', async () => {
    await listThenFirstRow(page, '/registry/general', /\/registry\/general\/edit\//);
    await audit(page, 'general registry edit');
    await page.goto('/registry/general/add');
    await expect(page.locator('form')).toBeVisible();
    await audit(page, 'general registry create');
  });

  await test.step('customers: list, profile, delivery destinations', async () => {
    await listThenFirstRow(page, '/registry/customers', /\/registry\/customers\/profile\/\d/);
    await audit(page, 'customer profile');
    // The first customer of the demo has a destination (server/db/seed/destinations.ts).
    await page.getByRole('tab', { name: 'Destinazioni' }).click();
    await expect(page.getByRole('tab', { name: 'Destinazioni' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Showroom Firenze')).toBeVisible();
    await audit(page, 'customer destinations tab');
  });

  await test.step('articles: list, edit, configurable article, create, import dialog', async () => {
    await listThenFirstRow(page, '/registry/articles', /\/registry\/articles\/edit\//);
    await audit(page, 'article edit');

    await page.goto('/registry/articles');
    await page.getByPlaceholder('Cerca').fill('POR-TAB');
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/registry\/articles\/edit\//);
    await expect(page.getByRole('region', { name: /Configurazione/ })).toBeVisible();
    await audit(page, 'configurable article edit');

    await page.goto('/registry/articles/add');
    await expect(page.locator('form')).toBeVisible();
    await audit(page, 'article create');

    await page.goto('/registry/articles');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Importa' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'article import dialog');
  });

  for (const [slug, name] of DOCUMENT_LISTS) {
    await test.step(`${name}: list, edit, show`, async () => {
      const base = `/documents/sales/${slug}`;
      await listThenFirstRow(page, base, new RegExp(`${base}/edit/`));
      await expect(page.getByRole('region', { name: 'Righe' })).toBeVisible();
      await audit(page, `${name} edit`);
      await page.goto(page.url().replace('/edit/', '/show/'));
      await expect(page.getByRole('region', { name: 'Totali' })).toBeVisible();
      await audit(page, `${name} show`);
    });
  }

  await test.step('shipping lists: list, edit, edit of an open DDT', async () => {
    await listThenFirstRow(page, '/shipping/list', /\/shipping\/edit\//);
    await audit(page, 'shipping list edit');
    // An open list: the "Documento di trasporto" section editable, "Conferma lista" on show.
    await page.goto('/shipping/list');
    const open = rows(page).filter({ hasText: 'Aperta' });
    await expect(open.first()).toBeVisible();
    await open.first().click();
    await expect(page).toHaveURL(/\/shipping\/edit\//);
    await expect(page.getByRole('group', { name: 'Documento di trasporto' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Vettore' })).toBeEditable();
    await expect(page.getByRole('button', { name: 'Conferma lista' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Righe' })).toBeVisible();
    await audit(page, 'open shipping list (DDT) edit');
  });

  await test.step('stock: the ledger, an adjustment, the valuation', async () => {
    await page.goto('/shipping/stock');
    await expect(rows(page).first()).toBeVisible();
    await audit(page, 'stock movements');
    await page.goto('/shipping/stock/add');
    await expect(page.locator('form')).toBeVisible();
    await audit(page, 'stock adjustment');
    await page.goto('/shipping/stock-valuation');
    await expect(page.getByRole('table', { name: 'Valorizzazione magazzino' })).toBeVisible();
    await audit(page, 'stock valuation');
  });

  await test.step('deferred invoicing: preview of the default period', async () => {
    await page.goto('/documents/sales/invoices');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'Fatturazione differita', exact: true }).click();
    await expect(page).toHaveURL(/\/documents\/sales\/invoices\/deferred$/);
    await audit(page, 'deferred invoicing');
    await page.getByRole('button', { name: 'Anteprima', exact: true }).click();
    // The November demo DDTs: three customers, three invoices.
    await expect(page.getByRole('table', { name: '3 fatture da creare' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crea fatture' })).toBeEnabled();
    await audit(page, 'deferred invoicing preview');
  });

  await test.step('stamp duty: the last quarter ended', async () => {
    await page.goto('/documents/sales/invoices');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'Imposta di bollo', exact: true }).click();
    await expect(page).toHaveURL(/\/documents\/sales\/invoices\/stamp-duty$/);
    await expect(page.getByText(/Pagamento con F24, codice tributo 252\d/)).toBeVisible();
    await audit(page, 'stamp duty');
  });

  await test.step('collections: the ledger, the payments, a payment, a new one', async () => {
    await page.goto('/collections/instalments');
    await expect(page.getByTestId('ageing-summary')).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await audit(page, 'receivables ledger');
    await page.goto('/collections/payments');
    await expect(rows(page).first()).toBeVisible();
    await audit(page, 'payments');
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/collections\/payments\/show\//);
    await expect(page.getByText('Scadenze saldate')).toBeVisible();
    await audit(page, 'payment show');
    await page.goto('/collections/payments/add');
    await expect(page.locator('form')).toBeVisible();
    await audit(page, 'payment create');
    await page.goto('/collections/bank-batches');
    await expect(rows(page).first()).toBeVisible();
    await audit(page, 'bank batches');
    await rows(page).first().click();
    await expect(page.getByText('Scadenze della distinta')).toBeVisible();
    await audit(page, 'bank batch show');
    await page.goto('/collections/bank-batches/add');
    await expect(page.getByText('Scadenze da presentare')).toBeVisible();
    await audit(page, 'bank batch create');
    // The reminders of the customer the demo reminded, and a new one's dialog.
    await page.goto('/collections/instalments?filter=%7B%22overdue%22%3A%22true%22%7D');
    await page
      .getByRole('link', { name: /sollecito,/ })
      .first()
      .click();
    await expect(page.getByTestId('reminder-row').first()).toBeVisible();
    await audit(page, 'customer reminders');
    await page.getByRole('button', { name: 'Nuovo sollecito' }).click();
    await expect(page.getByTestId('reminder-totals')).toBeVisible();
    await audit(page, 'new reminder');
    await page.getByRole('button', { name: 'Annulla' }).click();
    await page.goto('/settings/late-interest-rates');
    await expect(rows(page).first()).toBeVisible();
    await audit(page, 'late interest rates');
  });

  await test.step('members, the audit trail, a forbidden page', async () => {
    await page.goto('/settings/members');
    await expect(rows(page).first()).toBeVisible();
    await audit(page, 'members');
    await page.getByRole('button', { name: 'Aggiungi utente' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'add member');
    await page.getByRole('button', { name: 'Annulla' }).click();
    await page.goto('/settings/audit');
    await expect(rows(page).first()).toBeVisible();
    await audit(page, 'audit trail');
    await page.goto('/account/password');
    await expect(page.getByLabel(/^Password attuale/)).toBeVisible();
    await audit(page, 'own password');
  });

  await test.step('settings drawer open', async () => {
    await page.goto('/registry/general');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Impostazioni', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Impostazioni' })).toBeVisible();
    // The pointer still rests on the gear, whose tooltip may be fading in or out above the
    // drawer (axe then measures its text at part opacity): move it into the drawer first.
    await page.getByRole('heading', { name: 'Impostazioni' }).hover();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await audit(page, 'settings drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Impostazioni' })).toHaveCount(0);
  });

  await test.step('dark mode: a list with status chips, a document, the sales dashboard', async () => {
    await page.getByRole('button', { name: 'Passa al tema scuro' }).click();
    await expect(page.getByRole('button', { name: 'Passa al tema chiaro' })).toBeVisible();
    await listThenFirstRow(page, '/documents/sales/invoices', /\/invoices\/edit\//);
    await expect(page.getByRole('region', { name: 'Righe' })).toBeVisible();
    await audit(page, 'dark: invoice edit');
    await page.goto('/dashboards/sales');
    await expect(
      page.getByRole('region', { name: 'Fatturato mensile (24 mesi)' }).locator('svg').first(),
    ).toBeVisible();
    await audit(page, 'dark: sales dashboard');
    await keepScreenshot(page, 'a11y-dark-dashboard');
  });
});
