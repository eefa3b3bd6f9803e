/**
 * `npm run bench` (FatturaPA): the time to build, check and serialize the XML of an invoice of
 * 200 rows (target < 20 ms warm), and of 1,000 rows, in-process (no database: the builder is
 * pure; the loader's queries are timed with the API's). Results: docs/benchmarks.md.
 */
import os from 'node:os';
import { VAT_NATURES, VAT_RATES } from '../contract/enums';
import { invoiceXml } from '../server/resources/sdi/fatturapa/build';
import { xmlInput, xmlRow } from '../tests/support/fatturapaInput';
import { latencyTable } from './harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

/** Rows of every rate and some natura, discounts, and text that needs transliterating. */
const invoiceOf = (rows: number) =>
  xmlInput({
    rows: Array.from({ length: rows }, (_, i) => {
      const vatRate = VAT_RATES[i % VAT_RATES.length];
      return xmlRow({
        description: `Riga ${i + 1}: bullone zincato “speciale” – perché è più forte (ő, ű, ł)`,
        quantity: String(1 + (i % 7)),
        unitPrice: `${(i % 50) + 1}.25`,
        discount: i % 4 ? '0' : '10',
        vatRate,
        vatNature: vatRate === '0' ? VAT_NATURES[i % VAT_NATURES.length] : null,
        articleCode: `ART-${i}`,
      });
    }),
  });

const with200 = invoiceOf(200);
const with1000 = invoiceOf(1000);
const size = (input: typeof with200) =>
  (Buffer.byteLength(invoiceXml(input).xml) / 1024).toFixed(0);

console.log(`FatturaPA XML, ${os.cpus().length} cores, Node ${process.version}`);
console.log(
  await latencyTable([
    [`invoiceXml (200 rows, ${size(with200)} kB)`, RUNS, async () => invoiceXml(with200)],
    [
      `invoiceXml (1000 rows, ${size(with1000)} kB)`,
      Math.ceil(RUNS / 4),
      async () => invoiceXml(with1000),
    ],
  ]),
);
