import fs from 'node:fs';
import { expect, test } from './fixtures';
import { unzipSync } from 'fflate';
import { issue, keepScreenshot, openDraftInvoice, signInAlfa } from './helpers';
import { uploadRejection } from './sdiHelpers';

test("SDI: the month's zip, a NotificaScarto uploaded, the invoice rejected and sent again", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAlfa(page);
  // An invoice issued today, so that this month has one to send whatever the demo's dates.
  await openDraftInvoice(page);
  await issue(page);
  await page.goto('/documents/sales/invoices');
  await expect(page.getByRole('columnheader', { name: 'Stato SDI' })).toBeVisible();

  // The zip of this month's invoices to send (the dialog proposes the month so far).
  await page.getByRole('button', { name: 'Scarica XML del periodo' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Scarica i file XML da inviare allo SDI' });
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Scarica zip' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^fatture-sdi_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.zip$/,
  );
  const files = unzipSync(fs.readFileSync(await download.path()));
  const [name] = Object.keys(files);
  expect(name).toMatch(/^IT01234567897_[0-9A-Z]{5}\.xml$/);
  await expect(page.getByText(/segnat[oi] come inviat[oi]/)).toBeVisible();

  // The SDI rejects it: its NotificaScarto uploaded from the list.
  const upload = await uploadRejection(page, name, [
    { code: '00311', description: '1.1.4 CodiceDestinatario non valido' },
  ]);
  const line = upload.getByRole('row').filter({ hasText: 'Aggiornato' });
  await expect(line).toContainText('stato SDI ora «Scartata»');
  const number = /(\d+\/\d{4})/.exec((await line.textContent()) ?? '')![1];
  await keepScreenshot(page, 'sdi-receipts-report');
  await upload.getByRole('button', { name: 'Chiudi' }).click();

  // The invoice shows the SDI's error; once corrected, it is marked to send again.
  await page.getByPlaceholder(/cerca/i).fill(number);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`"q":"${number}"`);
  await page.getByRole('cell', { name: number, exact: true }).click();
  await expect(
    page.getByText('00311 1.1.4 CodiceDestinatario non valido', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Invia di nuovo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Segna da inviare' }).click();
  await expect(page.getByText('Il documento partirà con il prossimo zip')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invia di nuovo' })).toHaveCount(0);
});
