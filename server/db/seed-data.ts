import { isValidVatNumber } from '../../contract/validators';

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
    return {
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
    };
  });
}
