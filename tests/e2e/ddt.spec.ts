import { expect, test, type Page } from './fixtures';
import { pdfPages } from '../support/pdfText';
import { dismissToast, issue, keepScreenshot, pickCompany, signIn, typeDate } from './helpers';

/**
 * The issue's journey, as staff would go through it: a customer gets a second delivery
 * destination, an order of theirs is sent there on a DDT in two parcels (labels 1/2 and 2/2,
 * the DDT's PDF), its other row goes on a second DDT, and the month's deferred invoice is
 * made from the two. The demo's order 11/2026 (server/db/seed/destinations.ts) has two rows ready.
 */
const COMPANY = 'Alfa S.r.l.';
const CUSTOMER = 'Elettroforniture De Luca S.r.l.';
const ORDER = '11/2026';

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const itemsSection = (page: Page) => page.getByRole('region', { name: 'Righe' });

/** Today in Rome as the app writes it, and the first of its month: "24/11/2026", "01/11/2026". */
function romeToday() {
  const [day, month, year] = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .split('/');
  return { today: `${day}/${month}/${year}`, first: `01/${month}/${year}` };
}

/** Picks `option` in the autocomplete `name`, typing `search` first (a multiple one too). */
async function pickAmong(page: Page, name: string, search: string, option: RegExp) {
  const input = page.getByRole('combobox', { name });
  await input.fill(search);
  await page.getByRole('option', { name: option }).click();
}

/**
 * Picks `option` in the single autocomplete `name`, typing `search` first. A late answer of
 * the search can replace the options under the click (another customer picked): it picks
 * again until the field holds `option`.
 */
async function pick(page: Page, name: string, search: string, option: RegExp) {
  const input = page.getByRole('combobox', { name });
  await expect(async () => {
    if (!option.test(await input.inputValue())) await pickAmong(page, name, search, option);
    await expect(input).toHaveValue(option, { timeout: 1_000 });
  }).toPass();
}

/** Keeps the PDF the app fetches at `path` (it opens it as a Blob in a new tab). */
async function fetchPdf(page: Page, path: RegExp, open: () => Promise<void>) {
  let pdf: Buffer | undefined;
  const matches = (url: URL) => path.test(url.pathname);
  await page.route(matches, async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    await route.fulfill({ response });
  });
  const popup = page.waitForEvent('popup');
  await open();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:http/);
  await tab.close();
  await page.unroute(matches);
  expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  return (await pdfPages(pdf!)).map(plain);
}

/**
 * A new DDT for the customer with one order row (article `code`) in `parcels` parcels, its
 * label made; answers the edit page's id.
 */
async function newDdtWithRow(page: Page, code: string, parcels: number) {
  await page.goto('/shipping/list');
  await page.getByRole('button', { name: 'Nuova lista' }).click();
  const create = page.getByRole('dialog');
  await pick(page, 'Cliente', 'De Luca', new RegExp(CUSTOMER));
  await create.getByRole('button', { name: 'Crea' }).click();
  await expect(page).toHaveURL(/\/shipping\/edit\/\d+$/);
  const id = /\/edit\/(\d+)$/.exec(page.url())![1];

  await page.getByRole('button', { name: 'Aggiungi righe' }).click();
  const picker = page.getByRole('dialog', { name: 'Aggiungi righe d’ordine' });
  const candidates = picker.getByRole('table').locator('tbody tr');
  // Only this customer's rows are offered.
  await expect(candidates.first()).toBeVisible();
  await expect(candidates.filter({ hasNotText: CUSTOMER })).toHaveCount(0);
  await candidates.filter({ hasText: code }).getByRole('button', { name: 'Scegli' }).click();
  const chosen = picker.getByRole('region', { name: 'Scegli' });
  await chosen.getByLabel('Colli').fill(String(parcels));
  await chosen.getByLabel('Peso (kg)').fill('12,5');
  await chosen.getByRole('button', { name: 'Aggiungi alla lista' }).click();
  await dismissToast(page, 'Riga aggiunta alla lista');
  await picker.getByRole('button', { name: 'Chiudi' }).click();
  await expect(picker).toHaveCount(0);

  await itemsSection(page).getByRole('button', { name: 'Crea etichetta' }).click();
  await dismissToast(page, 'Etichetta creata');
  return id;
}

/** "Conferma lista": answers the DDT's number ("6/2026"). */
async function confirmDdt(page: Page) {
  await page.getByRole('button', { name: 'Conferma lista' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  const done = page.getByRole('alert').filter({ hasText: /^Lista di spedizione confermata/ });
  await expect(done).toBeVisible();
  const number = /numero (\d+\/\d{4})/.exec(await done.innerText())![1];
  await done.getByRole('button', { name: 'Chiudi' }).click();
  return number;
}

test('a second destination, an order shipped there on DDTs with labels 1/2 and 2/2, and the month’s deferred invoice', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const { today, first } = romeToday();
  const place = `Cantiere E2E ${Date.now()}`;

  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, COMPANY);

  // The customer's profile: "Destinazioni" -> a new one.
  await page.goto('/registry/customers');
  await page.getByPlaceholder('Cerca').fill('De Luca');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('cell', { name: CUSTOMER }).click();
  await expect(page).toHaveURL(/\/registry\/customers\/profile\/\d+$/);
  await page.getByRole('tab', { name: 'Destinazioni' }).click();
  // The profile's own form stays mounted, hidden: roles find only what is shown.
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('Nome della destinazione').fill(place);
  await box('Indirizzo').fill('Via dei Cantieri 7');
  await box('CAP').fill('24126');
  await box('Città').fill('Bergamo');
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  await dismissToast(page, 'Destinazione salvata');
  await expect(page.getByRole('row', { name: new RegExp(place) })).toContainText('Bergamo');
  await keepScreenshot(page, '70-customer-destinations');

  // The order goes there: "Destinazione" in its header.
  await page.goto('/documents/sales/orders');
  await page.getByPlaceholder(/cerca/i).fill(ORDER);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`"q":"${ORDER}"`);
  await rows(page).first().getByRole('cell', { name: ORDER, exact: true }).click();
  await expect(page.getByText(`Ordine di vendita ${ORDER}`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Destinazione' }).click();
  await page.getByRole('option', { name: new RegExp(place) }).click();
  await page.getByRole('button', { name: 'Salva' }).first().click();
  await dismissToast(page, /salvat/i);

  // DDT 1: the kit in two parcels; it takes the order's destination.
  await newDdtWithRow(page, 'KIT-OLD', 2);
  await expect(page.getByRole('combobox', { name: 'Luogo di destinazione' })).toContainText(place);
  await pick(page, 'Vettore', 'BRT', /BRT/);
  await page.getByRole('button', { name: 'Salva' }).click();
  await dismissToast(page, 'Lista di spedizione salvata');

  // Its labels: one PDF, parcel 1 of 2 and 2 of 2, to the destination.
  await itemsSection(page).getByRole('checkbox', { name: 'Seleziona tutto' }).check();
  await itemsSection(page).getByRole('button', { name: 'Stampa etichette' }).click();
  const labels = await fetchPdf(page, /\/api\/documents\/labels\/pdf$/, () =>
    page.getByRole('menuitem', { name: 'Termica 100 × 150 mm' }).click(),
  );
  expect(labels).toHaveLength(2);
  expect(labels[0]).toContain('Collo 1 di 2');
  expect(labels[1]).toContain('Collo 2 di 2');
  for (const text of labels) {
    expect(text).toContain(CUSTOMER);
    expect(text).toContain(place);
    expect(text).toContain('Via dei Cantieri 7');
    expect(text).toContain('DDT da confermare');
  }
  await keepScreenshot(page, '71-ddt-labels-printed');

  const number = await confirmDdt(page);
  await expect(page.getByText('Da fatturare')).toBeVisible();
  await keepScreenshot(page, '72-ddt-confirmed');

  // "Stampa DDT": the transport document, in the customer's language (Italian).
  const ddt = await fetchPdf(page, /\/api\/shipping-lists\/\d+\/pdf$/, async () => {
    await page.getByRole('button', { name: 'Stampa DDT' }).click();
    await page.getByRole('menuitem', { name: /Lingua del cliente/ }).click();
  });
  const text = ddt.join(' ');
  expect(text).toContain(`DDT n. ${number} del ${today}`);
  expect(text).toContain('Luogo di destinazione');
  expect(text).toContain(place);
  expect(text).toContain('KIT-OLD');
  expect(text).toContain(ORDER);
  expect(text).toContain('BRT');
  expect(text).toMatch(/Vendita/);

  // DDT 2: the order's other row, one parcel.
  await newDdtWithRow(page, 'LAM-INOX-1', 1);
  await pick(page, 'Vettore', 'BRT', /BRT/);
  await page.getByRole('button', { name: 'Salva' }).click();
  await dismissToast(page, 'Lista di spedizione salvata');
  const second = await confirmDdt(page);

  // "Fatturazione differita": this month, this customer -> one draft from both DDTs.
  await page.goto('/documents/sales/invoices');
  await page.getByRole('link', { name: 'Fatturazione differita' }).click();
  await expect(page).toHaveURL(/\/invoices\/deferred$/);
  await typeDate(page, 'Dal', first);
  await typeDate(page, 'Al', today);
  // The customer's chip shows once the pick took (a late search answer may drop the click).
  const chip = page.getByRole('button', { name: new RegExp(CUSTOMER) });
  await expect(async () => {
    if (!(await chip.count())) await pickAmong(page, 'Clienti', 'De Luca', new RegExp(CUSTOMER));
    await expect(chip).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Anteprima' }).click();
  await expect(page.getByText('1 fattura da creare')).toBeVisible();
  const preview = rows(page).filter({ hasText: CUSTOMER });
  await expect(preview).toContainText(`n. ${number} del ${today}`);
  await expect(preview).toContainText(`n. ${second} del ${today}`);
  await keepScreenshot(page, '73-deferred-preview');
  await page.getByRole('button', { name: 'Crea fatture' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Crea fatture' }).click();
  await expect(page.getByText('1 fattura in bozza creata')).toBeVisible();
  await keepScreenshot(page, '74-deferred-made');
  await page.getByRole('link', { name: new RegExp(CUSTOMER) }).click();
  await expect(page).toHaveURL(/\/invoices\/edit\/\d+$/);
  const invoiceId = /\/edit\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('link', { name: `DDT ${number} del ${today}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `DDT ${second} del ${today}` })).toBeVisible();

  // Its PDF cites both DDTs above their rows.
  const invoice = await fetchPdf(page, new RegExp(`/api/documents/${invoiceId}/pdf$`), async () => {
    await page.getByRole('button', { name: 'PDF' }).click();
    await page
      .getByRole('menuitem', { name: /Lingua del cliente|Italiano/ })
      .first()
      .click();
  });
  const invoiceText = invoice.join(' ');
  expect(invoiceText).toContain(`DDT n. ${number} del ${today}`);
  expect(invoiceText).toContain(`DDT n. ${second} del ${today}`);

  // Issued, it is numbered in Alfa's deferred series D (docs/e-invoicing.md "Numbering series").
  const issued = await issue(page);
  expect(issued).toMatch(/^\d+\/D\/\d{4}$/);
  await expect(page.getByText(`Fattura ${issued}`, { exact: true })).toBeVisible();
  await keepScreenshot(page, '77-deferred-issued-series');

  // The DDT says which invoice bills it.
  await page.goto('/shipping/list');
  await page.getByPlaceholder('Cerca').fill(number);
  await expect(rows(page).filter({ hasText: number })).toContainText('Fatturato con fattura');
});
