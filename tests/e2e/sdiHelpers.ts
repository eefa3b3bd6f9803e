import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { receipts } from '../support/sdiReceipts';

/** "XML" on the open issued document, never sent: confirmed, the file downloaded. */
export async function downloadXml(page: Page) {
  await page.getByRole('button', { name: 'XML', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Scaricare il file XML e segnarlo inviato?' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Scarica' }).click();
  const download = await downloading;
  return {
    name: download.suggestedFilename(),
    xml: fs.readFileSync(await download.path(), 'utf8'),
  };
}

/**
 * On a documents list: "Carica ricevute SDI" with the SDI's NotificaScarto of file `name`;
 * answers the upload dialog, still open on its report.
 */
export async function uploadRejection(
  page: Page,
  name: string,
  errors: { code: string; description: string }[],
) {
  await page.getByRole('button', { name: 'Carica ricevute SDI' }).click();
  const upload = page.getByRole('dialog', { name: 'Carica le ricevute SDI' });
  await upload.getByLabel('Scegli i file').setInputFiles({
    name: `${name.replace('.xml', '')}_NS_001.xml`,
    mimeType: 'text/xml',
    buffer: Buffer.from(receipts.NS(name, errors)),
  });
  await upload.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(upload.getByText('1 documento aggiornato')).toBeVisible();
  return upload;
}
