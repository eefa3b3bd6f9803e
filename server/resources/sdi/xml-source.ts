import type { TenantScope } from '../../lib/tenant';
import { xmlOf } from './fatturapa/load';

/** A FatturaPA file ready to send. */
export interface SdiFile {
  fileName: string;
  xml: string;
}

/**
 * The FatturaPA file of issued document `id` under `progressive`: built from the database by
 * the FatturaPA loader and checked against the SDI's rules (their 409 names the field to fix).
 */
export async function sdiXmlOf(tx: TenantScope, id: number, progressive: string): Promise<SdiFile> {
  const { fileName, xml } = await xmlOf(tx, id, progressive);
  return { fileName, xml };
}
