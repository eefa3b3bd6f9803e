import { expect, test, type Page } from './fixtures';
import { pdfPages } from '../support/pdfText';
import { dismissToast, keepScreenshot, pickCompany, signIn } from './helpers';

/**
 * The demo's ready order (server/db/seed/shipping.ts): four rows in line status "ready". The UI has no
 * way to set a row's line status (the warehouse's side of it is not built yet), so the test
 * ships this order. Half of its first row sits on the demo's open SDA list; it is taken off
 * there first, so that the new list (a DDT to the order's customer) ships the whole order.
 */
const ORDER = '5/2026';
const CUSTOMER = 'Tessitura Ricci S.r.l.';
const COMPANY = 'Alfa S.r.l.';
/** The demo's open list's carrier, and the one this run's DDT picks from the registry. */
const SEEDED_CARRIER = 'SDA Express Courier S.p.A.';
const CARRIER = 'BRT S.p.A.';

/** Spaces as a reader sees them. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

const listRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const itemsSection = (page: Page) => page.getByRole('region', { name: 'Righe' });
const itemRows = (page: Page) => itemsSection(page).locator('tbody tr');

/** Ticks "Seleziona tutto" in the items grid. */
async function selectAllItems(page: Page) {
  await itemsSection(page).getByRole('checkbox', { name: 'Seleziona tutto' }).check();
}

test('a DDT from a ready order: customer and carrier chosen, rows added, labels printed as one PDF and applied, DDT confirmed, order shipped', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, COMPANY);
  await page.goto('/shipping/list');
  await expect(page.getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Vettore' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Fatturazione' })).toBeVisible();
  await keepScreenshot(page, '60-shipping-lists');

  // The demo's open list holds half of the order's first row: take it off there.
  const seeded = listRows(page)
    .filter({ has: page.getByRole('cell', { name: SEEDED_CARRIER, exact: true }) })
    .filter({ hasText: 'Aperta' });
  await expect(seeded).toHaveCount(1);
  await expect(seeded).toContainText(CUSTOMER);
  await expect(seeded).toContainText('da confermare');
  await seeded.getByRole('cell', { name: SEEDED_CARRIER, exact: true }).click();
  await expect(page).toHaveURL(/\/shipping\/edit\/\d+$/);
  await expect(page.getByLabel('Vettore')).toHaveValue(SEEDED_CARRIER);
  const seededItem = itemRows(page).filter({ hasText: ORDER });
  await expect(seededItem).toHaveCount(1);
  await seededItem.getByRole('button', { name: 'Rimuovi la riga' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  await dismissToast(page, 'Riga rimossa');
  await expect(itemRows(page).filter({ hasText: ORDER })).toHaveCount(0);

  // "Nuova lista": the order's customer (the DDT's recipient) and today; the edit page opens.
  await page.getByRole('link', { name: 'Elenco' }).click();
  await page.getByRole('button', { name: 'Nuova lista' }).click();
  const create = page.getByRole('dialog');
  await expect(create).toContainText('Nuova lista di spedizione');
  const customer = create.getByRole('combobox', { name: 'Cliente' });
  await expect(customer).toBeFocused();
  await expect(
    create.getByText('Il destinatario del DDT: vuoto, lo decide la prima riga aggiunta'),
  ).toBeVisible();
  await customer.fill('Tessitura');
  await page.getByRole('option', { name: new RegExp(CUSTOMER.replace(/\./g, '\\.')) }).click();
  await expect(customer).toHaveValue(new RegExp(`${CUSTOMER.replace(/\./g, '\\.')}$`));
  await create.getByRole('button', { name: 'Crea' }).click();
  await expect(page).toHaveURL(/\/shipping\/edit\/\d+$/);
  const listUrl = page.url();
  await expect(page.getByText('Lista di spedizione da confermare')).toBeVisible();
  const ddt = page.getByRole('group', { name: 'Documento di trasporto' });
  await expect(ddt).toBeVisible();
  await expect(ddt.getByRole('combobox', { name: 'Cliente' })).toHaveValue(
    new RegExp(`${CUSTOMER.replace(/\./g, '\\.')}$`),
  );
  await expect(ddt.getByRole('combobox', { name: 'Vettore' })).toHaveValue('');
  await expect(
    page.getByText('Nessuna riga: aggiungi righe d’ordine con "Aggiungi righe".'),
  ).toBeVisible();

  // The carrier, from the registry; saved with the DDT's header.
  const carrier = ddt.getByRole('combobox', { name: 'Vettore' });
  await carrier.fill('BRT');
  await page.getByRole('option', { name: CARRIER, exact: true }).click();
  await expect(carrier).toHaveValue(CARRIER);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await dismissToast(page, 'Lista di spedizione salvata');
  await expect(page).toHaveURL(listUrl);
  await expect(carrier).toHaveValue(CARRIER);

  // "Aggiungi righe": the order's four ready rows, all of them left to ship.
  await page.getByRole('button', { name: 'Aggiungi righe' }).click();
  const picker = page.getByRole('dialog', { name: 'Aggiungi righe d’ordine' });
  await picker.getByLabel('Cerca ordine, cliente o articolo').fill(ORDER);
  // The DDT's customer is set: only its rows are offered.
  const candidates = picker.getByRole('table').locator('tbody tr');
  await expect(candidates).toHaveCount(4);
  await expect(candidates.locator('td:nth-child(1)')).toHaveText(Array(4).fill(ORDER));
  await expect(candidates.locator('td:nth-child(2)')).toHaveText(Array(4).fill(CUSTOMER));
  const first = candidates.filter({ hasText: 'SCA-TAB' });
  await expect(first.locator('td:nth-child(5)')).toHaveText('4'); // ordered
  await expect(first.locator('td:nth-child(6)')).toHaveText('4'); // left, all of it
  await first.getByRole('button', { name: 'Scegli' }).click();
  const chosen = picker.getByRole('region', { name: 'Scegli' });
  const quantity = chosen.getByLabel('Quantità');
  await expect(quantity).toHaveValue('4');
  await expect(chosen.getByText('Al massimo 4')).toBeVisible();
  // More than is left: refused, and nothing is added.
  await quantity.fill('5');
  await chosen.getByRole('button', { name: 'Aggiungi alla lista' }).click();
  await expect(chosen.getByText('Restano da spedire al massimo 4')).toBeVisible();
  await expect(candidates).toHaveCount(4);
  // All of it, in two parcels of 12,5 kg together.
  await quantity.fill('4');
  await chosen.getByLabel('Colli').fill('2');
  await chosen.getByLabel('Peso (kg)').fill('12,5');
  await keepScreenshot(page, '61-shipping-add-rows');
  await chosen.getByRole('button', { name: 'Aggiungi alla lista' }).click();
  await dismissToast(page, 'Riga aggiunta alla lista');
  await expect(candidates).toHaveCount(3);
  // The other three rows whole, one parcel each (the form's defaults).
  for (let left = 3; left > 0; left--) {
    await candidates.first().getByRole('button', { name: 'Scegli' }).click();
    await expect(chosen.getByLabel('Colli')).toHaveValue('1');
    await chosen.getByRole('button', { name: 'Aggiungi alla lista' }).click();
    await dismissToast(page, 'Riga aggiunta alla lista');
    await expect(candidates).toHaveCount(left - 1);
  }
  await picker.getByRole('button', { name: 'Chiudi' }).click();
  await expect(picker).toHaveCount(0);

  // The grid: four items, five parcels, no label yet; confirming is not possible yet.
  await expect(itemRows(page)).toHaveCount(4);
  const summary = page.getByTestId('label-summary');
  await expect(summary).toHaveText(
    '4 righe, 5 colli; da stampare 0, stampate 0, applicate 0; senza etichetta 4',
  );
  await expect(
    page.getByText('Ogni riga deve avere un’etichetta prima della conferma'),
  ).toBeVisible();
  // The rows go to the DDT's customer: it cannot change any more.
  await expect(
    ddt.getByText('Le righe vanno a questo cliente: rimuovile per cambiarlo'),
  ).toBeVisible();
  await expect(ddt.getByRole('combobox', { name: 'Cliente' })).not.toBeEditable();

  // "Crea etichetta" on each item.
  const createLabel = itemsSection(page).getByRole('button', { name: 'Crea etichetta' });
  for (let missing = 4; missing > 0; missing--) {
    await expect(createLabel).toHaveCount(missing);
    await createLabel.first().click();
    await dismissToast(page, 'Etichetta creata');
    await expect(createLabel).toHaveCount(missing - 1);
  }
  await expect(summary).toHaveText(
    '4 righe, 5 colli; da stampare 4, stampate 0, applicate 0; senza etichetta 0',
  );
  await expect(itemRows(page).filter({ hasText: 'Da stampare' })).toHaveCount(4);

  // All selected, "Stampa etichette" -> thermal: one PDF, a page per parcel.
  // The app opens the file as a Blob in a new tab, so the test keeps the server's answer
  // on its way to the page (as in documents.spec.ts).
  let pdf: Buffer | undefined;
  const labelsPdf = (url: URL) => url.pathname === '/api/documents/labels/pdf';
  await page.route(labelsPdf, async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    await route.fulfill({ response });
  });
  await selectAllItems(page);
  await expect(itemsSection(page).getByText('4 elementi selezionati')).toBeVisible();
  await itemsSection(page).getByRole('button', { name: 'Stampa etichette' }).click();
  const pdfResponse = page.waitForResponse((response) =>
    response.url().includes('/documents/labels/pdf?'),
  );
  const popup = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'Termica 100 × 150 mm' }).click();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:http/);
  await tab.close();
  await page.unroute(labelsPdf);
  expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = (await pdfPages(pdf!)).map(plain);
  expect(pages).toHaveLength(5); // 2 + 1 + 1 + 1 parcels
  // Labels speak the recipient's language: the demo's Tessitura Ricci is an English speaker.
  for (const text of pages) {
    expect(text).toContain('SENDER');
    expect(text).toContain(COMPANY);
    expect(text).toContain('RECIPIENT');
    expect(text).toContain(CUSTOMER);
    expect(text).toContain('Delivery note to be confirmed'); // "DDT da confermare"
    expect(text).toContain(`Carrier: ${CARRIER}`);
    expect(text).toContain(`Order no. ${ORDER}`);
    // One DDT, one shipment: its five parcels and the items' weights summed (12,5 kg).
    expect(text).toContain('Shipment: 5 parcels · 12.5 kg');
    expect(text).toMatch(/\b\d{10}\b/); // the parcel's Code 128, in words too
    expect(text).toMatch(/\(00\) 0 8012345 \d{9} \d/); // Alfa's GS1 prefix: an SSCC
  }
  // The parcels are numbered across the DDT, in item order: 1 and 2 are the first item's.
  const parcels = pages.map((text) => /Parcel (\d+) of (\d+)/.exec(text)?.slice(1).join('/'));
  expect(parcels).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
  expect(pages.filter((text) => text.includes('SCA-TAB'))).toHaveLength(2);
  expect(pages[0]).toContain('SCA-TAB');
  expect(pages[1]).toContain('SCA-TAB');

  // Printed: the labels are 'Stampata' now.
  await expect(itemRows(page).filter({ hasText: 'Stampata' })).toHaveCount(4);
  await expect(summary).toHaveText(
    '4 righe, 5 colli; da stampare 0, stampate 4, applicate 0; senza etichetta 0',
  );
  await keepScreenshot(page, '62-shipping-labels-printed');

  // Still all selected: "Stato etichetta" -> 'Applicata'.
  await expect(itemsSection(page).getByText('4 elementi selezionati')).toBeVisible();
  await itemsSection(page).getByRole('button', { name: 'Stato etichetta' }).click();
  await page.getByRole('menuitem', { name: 'Applicata' }).click();
  await dismissToast(page, 'Stato etichetta applicato a 4 righe');
  await expect(itemRows(page).filter({ hasText: 'Applicata' })).toHaveCount(4);
  await expect(summary).toHaveText(
    '4 righe, 5 colli; da stampare 0, stampate 0, applicate 4; senza etichetta 0',
  );

  // "Conferma lista", asked first: the list gets its number and becomes read-only.
  await page.getByRole('button', { name: 'Conferma lista' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Conferma la lista di spedizione');
  await expect(confirm).toContainText(
    'Confermare la lista? Dopo la conferma non sarà più modificabile.',
  );
  await keepScreenshot(page, '63-shipping-confirm-dialog');
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  const done = page.getByRole('alert').filter({ hasText: /^Lista di spedizione confermata/ });
  await expect(done).toBeVisible();
  const number = /numero (\d+\/\d{4})/.exec(await done.innerText())![1];
  await done.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page.getByText(`Lista di spedizione ${number}`)).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    `Questa lista è confermata (numero ${number}): non è più modificabile.`,
  );
  await expect(page.getByRole('button', { name: 'Conferma lista' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aggiungi righe' })).toHaveCount(0);
  await expect(itemsSection(page).getByRole('button', { name: 'Rimuovi la riga' })).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('Da fatturare');
  await expect(ddt.getByRole('combobox', { name: 'Vettore' })).toHaveValue(CARRIER);
  await expect(ddt.getByRole('combobox', { name: 'Vettore' })).not.toBeEditable();
  await expect(ddt.getByRole('combobox', { name: 'Cliente' })).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Salva', exact: true })).toHaveCount(0);
  await keepScreenshot(page, '64-shipping-list-confirmed');

  // The list's row in the list, found by its number: confirmed, to invoice.
  await page.getByRole('link', { name: 'Elenco' }).click();
  const mine = listRows(page).filter({
    has: page.getByRole('cell', { name: number, exact: true }),
  });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(CUSTOMER);
  await expect(mine).toContainText(CARRIER);
  await expect(mine).toContainText('Confermata');
  await expect(mine).toContainText('Da fatturare');

  // The order: every row shipped, so the order is 'Spedito'.
  await page.goto('/documents/sales/orders');
  await page.getByPlaceholder(/cerca/i).fill(ORDER);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`"q":"${ORDER}"`);
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText(CUSTOMER);
  await expect(listRows(page).first()).toContainText('Spedito');
  await listRows(page).first().getByRole('cell', { name: ORDER, exact: true }).click();
  await expect(page.getByText(`Ordine di vendita ${ORDER}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Stato documento' })).toHaveText('Spedito');
  await keepScreenshot(page, '65-order-shipped');
});
