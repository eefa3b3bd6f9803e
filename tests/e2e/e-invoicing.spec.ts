import { expect, test } from './fixtures';
import { fatturapaSchemaErrors } from '../support/fatturapaSchema';
import { issue, keepScreenshot, openDraftInvoice, signInAlfa } from './helpers';
import { downloadXml, uploadRejection } from './sdiHelpers';

test('e-invoicing: an invoice issued, its XML valid, a credit note of it rejected by the SDI', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signInAlfa(page);

  await openDraftInvoice(page);
  await expect(page.getByRole('button', { name: 'XML', exact: true })).toHaveCount(0);

  const invoiceNumber = await issue(page);
  await expect(page.getByText('Da inviare')).toBeVisible();
  const invoice = await downloadXml(page);
  expect(invoice.name).toMatch(/^IT01234567897_[0-9A-Z]{5}\.xml$/);
  expect(await fatturapaSchemaErrors(invoice.xml)).toEqual([]);
  expect(invoice.xml).toContain('<TipoDocumento>TD01</TipoDocumento>');
  expect(invoice.xml).toContain(`<Numero>${invoiceNumber}</Numero>`);
  expect(invoice.xml).toContain('<RegimeFiscale>RF01</RegimeFiscale>');
  await expect(page.getByText(`File inviato: ${invoice.name}`)).toBeVisible();
  await keepScreenshot(page, 'e-invoicing-invoice-sent');

  // A credit note of it: a draft, then issued; its XML names the invoice it corrects.
  await page.getByRole('button', { name: 'Crea nota di credito' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Crea nota di credito' }).click();
  await expect(page.getByRole('button', { name: 'Emetti' })).toBeVisible();
  const noteNumber = await issue(page);
  const note = await downloadXml(page);
  expect(await fatturapaSchemaErrors(note.xml)).toEqual([]);
  expect(note.xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
  expect(note.xml).toContain(`<Numero>${noteNumber}</Numero>`);
  expect(note.xml).toMatch(
    new RegExp(`<DatiFattureCollegate>\\s*<IdDocumento>${invoiceNumber}</IdDocumento>`),
  );

  // The SDI rejects the note: its NotificaScarto uploaded, the note shows the error and
  // opens for a correction under the same number.
  await page.goto('/documents/sales/credit-notes');
  const upload = await uploadRejection(page, note.name, [
    { code: '00423', description: 'PrezzoTotale non calcolato' },
  ]);
  await upload.getByRole('button', { name: 'Chiudi' }).click();
  await page.getByPlaceholder(/cerca/i).fill(noteNumber);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`"q":"${noteNumber}"`);
  await page.getByRole('cell', { name: noteNumber, exact: true }).click();
  await expect(page.getByText('00423 PrezzoTotale non calcolato', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Documento emesso: non si modifica più/)).toHaveCount(0);
  await keepScreenshot(page, 'e-invoicing-note-rejected');
});

test('the company fiscal profile: read, changed and saved', async ({ page }) => {
  await signInAlfa(page);
  await page.getByRole('link', { name: 'Profilo fiscale' }).click();
  await expect(page).toHaveURL(/\/settings\/company/);
  const rea = page.getByLabel('Numero REA');
  await expect(rea).not.toHaveValue('');
  const iban = page.getByLabel('IBAN');
  const before = await iban.inputValue();
  await iban.fill('IT00 X000 0000 0000 0000 0000 000');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(/IBAN non valido/).first()).toBeVisible();
  // The same IBAN as printed on a bank statement, in groups: saved without the spaces.
  await iban.fill(before.replace(/(.{4})(?!$)/g, '$1 '));
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Profilo fiscale salvato')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('IBAN')).toHaveValue(before);
  await keepScreenshot(page, 'company-profile');
});
