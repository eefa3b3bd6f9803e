import { expect, test, type Page } from './fixtures';
import { fatturapaSchemaErrors } from '../support/fatturapaSchema';
import { dismissToast, issue, keepScreenshot, signInAlfa } from './helpers';
import { downloadXml } from './sdiHelpers';

// The demo's public administration and habitual exporter of Alfa (server/db/seed/parties.ts).
const PA = 'C0006 — Comune di Bergamo';
const EXPORTER = 'C0009 — Falegnameria Conti S.n.c.';
const LETTER = '26011512345678900-000001';

const rowsRegion = (page: Page) => page.getByRole('region', { name: 'Righe' });
const totals = (page: Page) => page.getByRole('region', { name: 'Totali' });
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The text between `<tag>` and `</tag>`, each time it occurs. */
const elements = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
/** "1.234,56 €" -> "1234.56" */
const wire = (money: string) => plain(money).replace(' €', '').replace(/\./g, '').replace(',', '.');

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The totals panel's lines, label -> amount ("Totale" -> "1.234,56 €"). */
async function totalsLines(page: Page): Promise<Record<string, string>> {
  const lines = await totals(page)
    .locator(':scope > div')
    .evaluateAll((divs) => divs.map((div) => [...div.children].map((c) => c.textContent ?? '')));
  return Object.fromEntries(lines.map(([label, value]) => [plain(label), plain(value)]));
}

/** The customer's profile, found by name in the customers list. */
async function openCustomer(page: Page, name: string) {
  await page.getByRole('link', { name: 'Clienti' }).click();
  await page.getByPlaceholder(/cerca/i).fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row', { name: new RegExp(name) }).click();
  await expect(page.getByText(new RegExp(`Profilo generale — ${name}`))).toBeVisible();
}

/** "Nuova fattura" for `customer`, saved: the edit page, ready for rows. */
async function newInvoice(page: Page, customer: string, header?: (page: Page) => Promise<void>) {
  await page.goto('/documents/sales/invoices/add');
  const field = page.getByRole('combobox', { name: 'Cliente' });
  await field.fill(customer.split(' — ')[1].split(' ')[0]);
  await page.getByRole('option', { name: customer }).click();
  await expect(field).toHaveValue(customer);
  await header?.(page);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/\/documents\/sales\/invoices\/edit\/\d+$/);
}

/** One row of the assembly service: `quantity` hours, at `price` when given (typed). */
async function addServiceRow(page: Page, quantity: string, price?: string) {
  const form = rowsRegion(page);
  const article = form.getByRole('combobox', { name: 'Articolo' });
  await article.fill('SRV-MONT');
  await page.getByRole('option', { name: /^SRV-MONT — / }).click();
  await expect(form.getByLabel('Prezzo unitario')).toHaveValue(/^\d+(,\d+)?$/);
  await form.getByLabel('Quantità').fill(quantity);
  if (price) await form.getByLabel('Prezzo unitario').fill(price);
  await form.getByRole('button', { name: 'Aggiungi riga' }).click();
  await expect(form.locator('tbody tr')).toHaveCount(1);
}

test('a public administration: its office code and split payment, an FPA12 invoice with CIG and CUP', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAlfa(page);

  // "Tipo di cliente": a public administration, with the 6-character office code.
  await openCustomer(page, 'Comune di Bergamo');
  await expect(page.getByRole('radio', { name: 'Pubblica amministrazione' })).toBeChecked();
  await expect(page.getByLabel('Codice univoco ufficio (IPA)')).toHaveValue('UFQ4KX');
  await expect(page.getByLabel('Scissione dei pagamenti (art. 17-ter)')).toBeChecked();
  await keepScreenshot(page, 'pa-customer');

  // A new invoice: the administration's references, then a row.
  await newInvoice(page, PA, async () => {
    const section = page.getByRole('group', { name: 'Riferimenti della PA' });
    await section.getByRole('combobox', { name: 'Documento della PA' }).click();
    await page.getByRole('option', { name: 'Ordine di acquisto' }).click();
    await section.getByLabel('Numero').fill('ODA-77/2026');
    await section.getByLabel('CIG').fill('z1a2b3c4d5');
    await section.getByLabel('CUP').fill('E11J21000000007');
  });
  await addServiceRow(page, '10');
  // Split payment: the VAT comes off what the administration pays.
  const panel = totals(page);
  await expect(panel).toContainText('Scissione dei pagamenti: IVA versata dal cliente');
  const lines = await totalsLines(page);
  const [total, vat, amountDue] = ['Totale', 'IVA', 'Netto a pagare'].map((l) => wire(lines[l]));
  expect(cents(total) - cents(vat)).toBe(cents(amountDue));
  await keepScreenshot(page, 'pa-invoice-draft');

  const number = await issue(page);
  const { xml } = await downloadXml(page);
  expect(await fatturapaSchemaErrors(xml)).toEqual([]);
  expect(elements(xml, 'FormatoTrasmissione')).toEqual(['FPA12']);
  expect(elements(xml, 'CodiceDestinatario')).toEqual(['UFQ4KX']);
  expect(elements(xml, 'Numero')).toContain(number);
  expect(elements(xml, 'EsigibilitaIVA')).toEqual(['S']);
  expect(elements(xml, 'IdDocumento')).toEqual(['ODA-77/2026']);
  expect(elements(xml, 'CodiceCIG')).toEqual(['Z1A2B3C4D5']);
  expect(elements(xml, 'CodiceCUP')).toEqual(['E11J21000000007']);
  const paid = elements(xml, 'ImportoPagamento').reduce((sum, a) => sum + cents(a), 0);
  expect(paid).toBe(cents(amountDue));
  expect(elements(xml, 'ImportoTotaleDocumento')).toEqual([total]);
});

test('an exporter’s letter of intent: invoiced up to its plafond, the next invoice refused naming it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAlfa(page);

  // The letter on the customer, with what it has left.
  await openCustomer(page, 'Falegnameria Conti');
  await page.getByRole('tab', { name: "Dichiarazioni d'intento" }).click();
  await expect(page).toHaveURL(/tab=letters-of-intent/);
  const letter = page.getByRole('row', { name: new RegExp(LETTER) });
  await expect(letter).toBeVisible();
  // Columns: protocol, date, period, amount, plafond, left, single operation, actions.
  const left = plain(await letter.locator('td').nth(5).innerText());
  expect(left).toMatch(/^[\d.]+,\d\d €$/);
  await keepScreenshot(page, 'exporter-letters');

  // An invoice of exactly what is left: its row at 0 % N3.5, the letter named under the
  // totals, past 80 % of it: a warning, and the issue goes through.
  await newInvoice(page, EXPORTER);
  await addServiceRow(page, '1', left.replace(' €', '').replace(/\./g, ''));
  await expect(rowsRegion(page).locator('tbody tr')).toContainText('N3.5');
  const box = page.getByRole('region', { name: "Dichiarazione d'intento" });
  await expect(box).toContainText(`Dichiarazione d'intento prot. ${LETTER}`);
  await expect(box.getByRole('alert')).toContainText("supera l'80 %");
  await keepScreenshot(page, 'exporter-invoice-warning');
  const number = await issue(page);
  const { xml } = await downloadXml(page);
  expect(await fatturapaSchemaErrors(xml)).toEqual([]);
  expect(elements(xml, 'Numero')).toContain(number);
  expect(elements(xml, 'TipoDato')).toEqual(['INTENTO']);
  expect(elements(xml, 'RiferimentoTesto')).toEqual([LETTER]);

  // The next one (the same, duplicated): over the plafond, said before and refused at issue.
  await page.getByRole('button', { name: 'Duplica' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Duplica' }).click();
  await expect(page.getByRole('button', { name: 'Emetti' })).toBeVisible();
  await expect(box.getByRole('alert')).toContainText("l'emissione sarà rifiutata");
  await page.getByRole('button', { name: 'Emetti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Emettere il documento?' });
  await expect(dialog.getByRole('alert')).toContainText(LETTER);
  await dialog.getByRole('button', { name: 'Emetti' }).click();
  await dismissToast(page, new RegExp(`Alla dichiarazione d'intento ${LETTER} restano 0,00\\s€`));
  await expect(page.getByRole('button', { name: 'Emetti' })).toBeVisible();
  await keepScreenshot(page, 'exporter-invoice-refused');
});
