import { DEFAULT_LOCALE, LOCALES } from '../../../contract/messages';
import { ibanOf, isValidVatNumber } from '../../../contract/validators';
import { DEMO_CONFIGURATIONS } from './configurations';
import { DEMO_EU_CUSTOMER, DEMO_PA, DEMO_SAN_MARINO, DEMO_SDD, eInvoicingParty } from './parties';

const CITIES = [
  { city: 'Milano', province: 'MI', zip: '20121' },
  { city: 'Roma', province: 'RM', zip: '00184' },
  { city: 'Torino', province: 'TO', zip: '10121' },
  { city: 'Bologna', province: 'BO', zip: '40121' },
  { city: 'Firenze', province: 'FI', zip: '50122' },
  { city: 'Napoli', province: 'NA', zip: '80133' },
  { city: 'Verona', province: 'VR', zip: '37121' },
  { city: 'Padova', province: 'PD', zip: '35122' },
  { city: 'Bergamo', province: 'BG', zip: '24121' },
  { city: 'Brescia', province: 'BS', zip: '25121' },
  { city: 'Forlì', province: 'FC', zip: '47121' },
  { city: 'Cantù', province: 'CO', zip: '22063' },
];

// prettier-ignore
const NAMES = [
  ['Rossi Arredamenti', 'S.r.l.'], ['Ferramenta Bianchi', 'S.n.c.'], ['Edilizia Colombo', 'S.p.A.'],
  ['Tessitura Ricci', 'S.r.l.'], ['Meccanica Marino', 'S.r.l.'], ['Officine Greco', 'S.p.A.'],
  ['Caseificio Bruno', 'S.a.s.'], ['Vetreria Gallo', 'S.r.l.'], ['Falegnameria Conti', 'S.n.c.'],
  ['Elettroforniture De Luca', 'S.r.l.'], ['Cartotecnica Mancini', 'S.r.l.'], ['Oleificio Costa', 'S.p.A.'],
  ['Distribuzione Giordano', 'S.r.l.'], ['Trasporti Rizzo', 'S.r.l.'], ['Ceramiche Lombardi', 'S.p.A.'],
  ['Pasticceria Moretti', 'S.n.c.'], ['Calzaturificio Barbieri', 'S.r.l.'], ['Idraulica Fontana', 'S.a.s.'],
  ['Tipografia Santoro', 'S.r.l.'], ['Serramenti Mariani', 'S.r.l.'], ['Agricola Rinaldi', 'S.s.'],
  ['Informatica Caruso', 'S.r.l.'], ['Pelletterie Ferrara', 'S.p.A.'], ['Enoteca Galli', 'S.n.c.'],
  ['Mobilificio Martini', 'S.r.l.'], ['Cantina Leone', 'S.a.s.'], ['Ottica Longo', 'S.r.l.'],
  ['Zincatura Gentile', 'S.p.A.'], ['Sartoria Martinelli', 'S.n.c.'], ['Logistica Vitale', 'S.r.l.'],
  ['Acciaierie Lombardo', 'S.p.A.'], ['Forniture Serra', 'S.r.l.'], ['Gelateria Coppola', 'S.n.c.'],
  ['Impianti De Santis', 'S.r.l.'], ['Plastiche D’Angelo', 'S.r.l.'], ['Utensileria Marchetti', 'S.a.s.'],
];

/** Completes ten digits into a valid partita IVA (the 11th digit is the check digit). */
export function vatNumberFrom(tenDigits: string): string {
  for (let d = 0; d <= 9; d++) {
    const candidate = `${tenDigits}${d}`;
    if (isValidVatNumber(candidate)) return candidate;
  }
  throw new Error(`no check digit for ${tenDigits}`);
}

/** A few dozen believable Italian businesses; `variant` shifts the data between companies. */
export function demoGeneralRegs(variant: number) {
  const names = variant === 0 ? NAMES : NAMES.slice(0, 24).reverse();
  return names.map(([name, form], i) => {
    const place = CITIES[(i + variant * 5) % CITIES.length];
    const slug = name
      .toLowerCase()
      .split(' ')[0]
      .replace(/[^a-z]/g, '');
    const vat = vatNumberFrom(
      String(1_000_000_000 + (i + 1) * 7_919_113 + variant * 131).slice(0, 10),
    );
    return eInvoicingParty(
      {
        name: `${name} ${form}`,
        vatNumber: vat,
        taxCode: vat,
        address: `Via ${['Roma', 'Garibaldi', 'Mazzini', 'Dante', 'Verdi', 'Cavour'][i % 6]} ${i + 3}`,
        zip: place.zip,
        city: place.city,
        province: place.province,
        country: 'IT',
        phone: `+39 0${2 + (i % 8)} ${String(5550000 + i * 37).slice(0, 7)}`,
        email: `info@${slug}.it`,
        pec: `${slug}@pec.it`,
        sdiCode: i % 3 === 0 ? 'M5UXCR1' : null,
        notes: i % 5 === 0 ? 'Cliente storico: consegne solo al mattino.' : null,
      },
      i,
      variant,
    );
  });
}

// prettier-ignore
const ARTICLES: [code: string, description: string, unit: string, price: string, vat: string, lifecycle: number, pricing: number][] = [
  ['VIT-M6-20', 'Vite testa esagonale M6×20 zincata', 'pz', '0.0850', '22', 2, 0],
  ['BUL-M8-40', 'Bullone M8×40 classe 8.8', 'pz', '0.2100', '22', 2, 0],
  ['RON-8', 'Rondella piana Ø8 inox A2', 'pz', '0.0320', '22', 2, 0],
  ['LAM-INOX-1', 'Lamiera inox AISI 304 sp. 1 mm (al m²)', 'm2', '48.5000', '22', 2, 1],
  ['TUB-FE-40', 'Tubo ferro 40×40 sp. 2 mm (al metro)', 'm', '6.9000', '22', 2, 1],
  ['PAN-LEG-18', 'Pannello legno multistrato 18 mm su misura', 'm2', '39.0000', '22', 1, 1],
  ['SCA-TAB', 'Scaffale metallico modulare (a tabella per misura)', 'pz', '120.0000', '22', 2, 2],
  ['POR-TAB', 'Porta tagliafuoco REI 60 (a tabella per misura)', 'pz', '410.0000', '22', 0, 2],
  ['OLI-5L', 'Olio lubrificante 5 l', 'conf', '27.4000', '22', 2, 0],
  ['LIB-MAN', 'Manuale tecnico di manutenzione', 'pz', '18.0000', '4', 2, 0],
  ['SRV-MONT', 'Servizio di montaggio (all’ora)', 'h', '42.0000', '22', 2, 0],
  ['KIT-OLD', 'Kit fissaggio serie 2019 (fuori produzione)', 'set', '12.5000', '22', 3, 0],
  ['EXP-UE', 'Cessione intracomunitaria campionario', 'pz', '0.0000', '0', 1, 0],
];

/** Articles of every pricing type and lifecycle status. */
export function demoArticles(variant: number) {
  return ARTICLES.map(
    ([code, description, unit, price, vatRate, lifecycleStatus, pricingType]) => ({
      code: variant === 0 ? code : `B-${code}`,
      description,
      unit,
      price,
      vatRate,
      vatNature: vatRate === '0' ? 'N3.2' : null,
      lifecycleStatus,
      pricingType,
      configuration: DEMO_CONFIGURATIONS[code] ?? null,
    }),
  );
}

/** A made-up Italian IBAN of one of a few real banks' ABI and CAB, valid check digits. */
const BANKS = ['0306909606', '0200801633', '0503401633', '0623001630'];
const demoIban = (i: number) =>
  ibanOf('IT', `X${BANKS[i % BANKS.length]}${String(100_000 + i * 7_919).padStart(12, '0')}`);

/** Codes of the demo payment terms (registries.ts) the customers take in turn. */
const TERMS = ['BB30DF', 'RB3060FM', 'RD', 'BB60DF', 'BB30FM'];
/** Customers' languages: Italian most often, then each UI language. */
const LANGUAGES = [DEFAULT_LOCALE, DEFAULT_LOCALE, ...LOCALES];

/** Commercial data for the first `count` general registry entries. */
export function demoCustomers(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    registryCode: `C${String(i + 1).padStart(4, '0')}`,
    creditLimit: String(((i % 5) + 1) * 5000),
    paymentTermCode: i === DEMO_SDD ? 'SDD30DF' : TERMS[i % TERMS.length],
    // Italian customers bank in Italy (a RiBa needs the bank's ABI and CAB).
    iban: i === DEMO_EU_CUSTOMER || i === DEMO_SAN_MARINO ? null : demoIban(i),
    language: LANGUAGES[i % LANGUAGES.length],
    references: i % 3 === 0 ? 'Rif. ufficio acquisti' : null,
    // The public administration pays the VAT to the treasury (art. 17-ter DPR 633/72).
    splitPayment: i === DEMO_PA,
  }));
}
