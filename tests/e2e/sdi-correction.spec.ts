import { expect, test } from './fixtures';
import { fatturapaSchemaErrors } from '../support/fatturapaSchema';
import { issue, keepScreenshot, openDraftInvoice, pickCompany, signIn, typeDate } from './helpers';
import { downloadXml, uploadRejection } from './sdiHelpers';

/** Italy's day, `days` before today, but not before the year's first (`YYYY-MM-DD`). */
function daysAgo(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format();
  const day = new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  return iso.slice(0, 4) === today.slice(0, 4) ? iso : `${today.slice(0, 4)}-01-01`;
}
const shown = (iso: string) => iso.split('-').reverse().join('/');

// Beta's series: no other journey issues Beta's invoices or notes, so a date a few days back
// stays after the last issued one whatever ran before on this worker.
test('a credit note rejected by the SDI is corrected (its date) and sent again', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await page.goto('/login');
  await signIn(page, 'admin@example.com');
  await pickCompany(page, 'Beta S.p.A.');

  // An invoice dated three days ago, and a credit note of it, issued today and sent.
  const invoiceDate = daysAgo(3);
  await openDraftInvoice(page, 'Enoteca Galli');
  await page.getByRole('button', { name: 'Emetti' }).click();
  await typeDate(page, 'Data di emissione', shown(invoiceDate));
  const dialog = page.getByRole('dialog', { name: 'Emettere il documento?' });
  await expect(dialog).toContainText(`con data ${shown(invoiceDate)}`);
  await dialog.getByRole('button', { name: 'Emetti' }).click();
  await expect(page.getByText(/^Documento emesso: non si modifica più/)).toBeVisible();
  await page.getByRole('button', { name: 'Crea nota di credito' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Crea nota di credito' }).click();
  await expect(page.getByRole('button', { name: 'Emetti' })).toBeVisible();
  const noteNumber = await issue(page);
  const noteUrl = page.url();
  const first = await downloadXml(page);

  // The SDI rejects it; the note opens for a correction: its date moves to the invoice's.
  await page.goto('/documents/sales/credit-notes');
  const upload = await uploadRejection(page, first.name, [
    { code: '00404', description: 'Fattura duplicata' },
  ]);
  await upload.getByRole('button', { name: 'Chiudi' }).click();
  await page.goto(noteUrl);
  await expect(page.getByText('00404 Fattura duplicata', { exact: true })).toBeVisible();
  await typeDate(page, 'Data documento', shown(invoiceDate));
  await page.getByRole('button', { name: 'Salva' }).click();
  const history = page.getByRole('region', { name: 'Storico SDI' });
  await expect(history).toContainText(`Corretto: data dal `);
  await expect(history).toContainText(`al ${shown(invoiceDate)}`);
  await expect(history).toContainText(`Inviato il file ${first.name}`);
  await expect(history).toContainText('Ricevuta: notifica di scarto');
  await keepScreenshot(page, 'sdi-correction-history');

  // Sent again: the same number, the new date, a new file.
  await page.getByRole('button', { name: 'Invia di nuovo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Segna da inviare' }).click();
  await expect(page.getByText('Il documento partirà con il prossimo zip')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invia di nuovo' })).toHaveCount(0);
  const second = await downloadXml(page);
  expect(second.name).not.toBe(first.name);
  expect(await fatturapaSchemaErrors(second.xml)).toEqual([]);
  expect(second.xml).toContain(`<Numero>${noteNumber}</Numero>`);
  expect(second.xml).toMatch(
    new RegExp(`<TipoDocumento>TD04</TipoDocumento>[\\s\\S]*<Data>${invoiceDate}</Data>`),
  );
  await expect(history).toContainText('Segnato da inviare di nuovo');
  await expect(history).toContainText(`Inviato il file ${second.name}`);
});
