import type { Locale } from './messages/locale';

/**
 * RegimeFiscale of FatturaPA 1.2.3 (technical specifications 1.9, in force since 1 April 2025:
 * RF20 added; RF03 no longer exists), with its name in each language. The API answers the
 * code; the screens and the PDF print the name.
 */
export const REGIMI_FISCALI = [
  'RF01',
  'RF02',
  'RF04',
  'RF05',
  'RF06',
  'RF07',
  'RF08',
  'RF09',
  'RF10',
  'RF11',
  'RF12',
  'RF13',
  'RF14',
  'RF15',
  'RF16',
  'RF17',
  'RF18',
  'RF19',
  'RF20',
] as const;
export type RegimeFiscale = (typeof REGIMI_FISCALI)[number];

type Names = Record<RegimeFiscale, string>;

const it: Names = {
  RF01: 'Ordinario',
  RF02: 'Contribuenti minimi (art. 1, c. 96-117, L. 244/2007)',
  RF04: 'Agricoltura e attività connesse e pesca (artt. 34 e 34-bis, DPR 633/1972)',
  RF05: 'Vendita sali e tabacchi (art. 74, c. 1, DPR 633/1972)',
  RF06: 'Commercio dei fiammiferi (art. 74, c. 1, DPR 633/1972)',
  RF07: 'Editoria (art. 74, c. 1, DPR 633/1972)',
  RF08: 'Gestione di servizi di telefonia pubblica (art. 74, c. 1, DPR 633/1972)',
  RF09: 'Rivendita di documenti di trasporto pubblico e di sosta (art. 74, c. 1, DPR 633/1972)',
  RF10: 'Intrattenimenti, giochi e altre attività (art. 74, c. 6, DPR 633/1972)',
  RF11: 'Agenzie di viaggi e turismo (art. 74-ter, DPR 633/1972)',
  RF12: 'Agriturismo (art. 5, c. 2, L. 413/1991)',
  RF13: 'Vendite a domicilio (art. 25-bis, c. 6, DPR 600/1973)',
  RF14: 'Rivendita di beni usati, oggetti d’arte, d’antiquariato o da collezione (art. 36, DL 41/1995)',
  RF15: 'Agenzie di vendite all’asta di oggetti d’arte, antiquariato o da collezione (art. 40-bis, DL 41/1995)',
  RF16: 'IVA per cassa P.A. (art. 6, c. 5, DPR 633/1972)',
  RF17: 'IVA per cassa (art. 32-bis, DL 83/2012)',
  RF18: 'Altro',
  RF19: 'Forfettario (art. 1, c. 54-89, L. 190/2014)',
  RF20: 'Regime transfrontaliero di franchigia IVA (Direttiva UE 2020/285)',
};

const en: Names = {
  RF01: 'Ordinary',
  RF02: 'Minimum taxpayers (art. 1, para. 96-117, Law 244/2007)',
  RF04: 'Agriculture, related activities and fishing (arts. 34 and 34-bis, DPR 633/1972)',
  RF05: 'Sale of salt and tobacco (art. 74, para. 1, DPR 633/1972)',
  RF06: 'Match trade (art. 74, para. 1, DPR 633/1972)',
  RF07: 'Publishing (art. 74, para. 1, DPR 633/1972)',
  RF08: 'Public telephone services (art. 74, para. 1, DPR 633/1972)',
  RF09: 'Resale of public transport and parking tickets (art. 74, para. 1, DPR 633/1972)',
  RF10: 'Entertainment, gaming and other activities (art. 74, para. 6, DPR 633/1972)',
  RF11: 'Travel and tourism agencies (art. 74-ter, DPR 633/1972)',
  RF12: 'Farm holidays (art. 5, para. 2, Law 413/1991)',
  RF13: 'Door-to-door sales (art. 25-bis, para. 6, DPR 600/1973)',
  RF14: 'Resale of used goods, works of art, antiques or collectors’ items (art. 36, DL 41/1995)',
  RF15: 'Auction agencies for works of art, antiques or collectors’ items (art. 40-bis, DL 41/1995)',
  RF16: 'VAT on a cash basis, public administration (art. 6, para. 5, DPR 633/1972)',
  RF17: 'VAT on a cash basis (art. 32-bis, DL 83/2012)',
  RF18: 'Other',
  RF19: 'Flat-rate scheme (art. 1, para. 54-89, Law 190/2014)',
  RF20: 'Cross-border VAT exemption scheme for small enterprises (EU Directive 2020/285)',
};

const de: Names = {
  RF01: 'Regelbesteuerung',
  RF02: 'Kleinstunternehmer (Art. 1, Abs. 96-117, Gesetz 244/2007)',
  RF04: 'Landwirtschaft, verbundene Tätigkeiten und Fischerei (Art. 34 und 34-bis, DPR 633/1972)',
  RF05: 'Verkauf von Salz und Tabak (Art. 74, Abs. 1, DPR 633/1972)',
  RF06: 'Handel mit Streichhölzern (Art. 74, Abs. 1, DPR 633/1972)',
  RF07: 'Verlagswesen (Art. 74, Abs. 1, DPR 633/1972)',
  RF08: 'Öffentliche Telefondienste (Art. 74, Abs. 1, DPR 633/1972)',
  RF09: 'Verkauf von Fahrscheinen und Parkscheinen (Art. 74, Abs. 1, DPR 633/1972)',
  RF10: 'Unterhaltung, Spiele und andere Tätigkeiten (Art. 74, Abs. 6, DPR 633/1972)',
  RF11: 'Reisebüros und Tourismus (Art. 74-ter, DPR 633/1972)',
  RF12: 'Agrotourismus (Art. 5, Abs. 2, Gesetz 413/1991)',
  RF13: 'Haustürgeschäfte (Art. 25-bis, Abs. 6, DPR 600/1973)',
  RF14: 'Wiederverkauf von Gebrauchtwaren, Kunst, Antiquitäten oder Sammlerstücken (Art. 36, DL 41/1995)',
  RF15: 'Versteigerung von Kunst, Antiquitäten oder Sammlerstücken (Art. 40-bis, DL 41/1995)',
  RF16: 'Ist-Besteuerung öffentliche Verwaltung (Art. 6, Abs. 5, DPR 633/1972)',
  RF17: 'Ist-Besteuerung (Art. 32-bis, DL 83/2012)',
  RF18: 'Sonstige',
  RF19: 'Pauschalregelung (Art. 1, Abs. 54-89, Gesetz 190/2014)',
  RF20: 'Grenzüberschreitende Steuerbefreiung für Kleinunternehmen (EU-Richtlinie 2020/285)',
};

const fr: Names = {
  RF01: 'Régime ordinaire',
  RF02: 'Petits contribuables (art. 1, al. 96-117, loi 244/2007)',
  RF04: 'Agriculture, activités connexes et pêche (art. 34 et 34-bis, DPR 633/1972)',
  RF05: 'Vente de sel et de tabac (art. 74, al. 1, DPR 633/1972)',
  RF06: 'Commerce des allumettes (art. 74, al. 1, DPR 633/1972)',
  RF07: 'Édition (art. 74, al. 1, DPR 633/1972)',
  RF08: 'Services de téléphonie publique (art. 74, al. 1, DPR 633/1972)',
  RF09: 'Revente de titres de transport public et de stationnement (art. 74, al. 1, DPR 633/1972)',
  RF10: 'Spectacles, jeux et autres activités (art. 74, al. 6, DPR 633/1972)',
  RF11: 'Agences de voyage et de tourisme (art. 74-ter, DPR 633/1972)',
  RF12: 'Agritourisme (art. 5, al. 2, loi 413/1991)',
  RF13: 'Vente à domicile (art. 25-bis, al. 6, DPR 600/1973)',
  RF14: 'Revente de biens d’occasion, d’objets d’art, d’antiquité ou de collection (art. 36, DL 41/1995)',
  RF15: 'Ventes aux enchères d’objets d’art, d’antiquité ou de collection (art. 40-bis, DL 41/1995)',
  RF16: 'TVA sur les encaissements, administration publique (art. 6, al. 5, DPR 633/1972)',
  RF17: 'TVA sur les encaissements (art. 32-bis, DL 83/2012)',
  RF18: 'Autre',
  RF19: 'Régime forfaitaire (art. 1, al. 54-89, loi 190/2014)',
  RF20: 'Régime transfrontalier de franchise de TVA (directive UE 2020/285)',
};

const hu: Names = {
  RF01: 'Általános',
  RF02: 'Kisadózók (244/2007. törvény 1. cikk 96-117. bek.)',
  RF04: 'Mezőgazdaság, kapcsolódó tevékenységek és halászat (DPR 633/1972, 34. és 34-bis cikk)',
  RF05: 'Só és dohány értékesítése (DPR 633/1972, 74. cikk 1. bek.)',
  RF06: 'Gyufakereskedelem (DPR 633/1972, 74. cikk 1. bek.)',
  RF07: 'Kiadói tevékenység (DPR 633/1972, 74. cikk 1. bek.)',
  RF08: 'Nyilvános telefonszolgáltatás (DPR 633/1972, 74. cikk 1. bek.)',
  RF09: 'Tömegközlekedési és parkolójegyek viszonteladása (DPR 633/1972, 74. cikk 1. bek.)',
  RF10: 'Szórakoztatás, játékok és egyéb tevékenységek (DPR 633/1972, 74. cikk 6. bek.)',
  RF11: 'Utazási és turisztikai irodák (DPR 633/1972, 74-ter cikk)',
  RF12: 'Agroturizmus (413/1991. törvény 5. cikk 2. bek.)',
  RF13: 'Házaló kereskedelem (DPR 600/1973, 25-bis cikk 6. bek.)',
  RF14: 'Használt cikkek, műtárgyak, régiségek és gyűjteményi darabok viszonteladása (DL 41/1995, 36. cikk)',
  RF15: 'Műtárgyak, régiségek és gyűjteményi darabok árverése (DL 41/1995, 40-bis cikk)',
  RF16: 'Pénzforgalmi áfa, közigazgatás (DPR 633/1972, 6. cikk 5. bek.)',
  RF17: 'Pénzforgalmi áfa (DL 83/2012, 32-bis cikk)',
  RF18: 'Egyéb',
  RF19: 'Átalányadózás (190/2014. törvény 1. cikk 54-89. bek.)',
  RF20: 'Határon átnyúló alanyi adómentesség (2020/285/EU irányelv)',
};

export const REGIME_FISCALE_NAMES: Record<Locale, Names> = { it, en, de, fr, hu };

/** The choices of a select: `{id: 'RF01', name: 'RF01 · Ordinario'}`, in `locale`. */
export const regimeChoices = (locale: Locale) =>
  REGIMI_FISCALI.map((id) => ({ id, name: `${id} · ${REGIME_FISCALE_NAMES[locale][id]}` }));
