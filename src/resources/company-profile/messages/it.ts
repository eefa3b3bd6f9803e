import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The company fiscal profile's texts (`resources.company-profile.*`), it. */
const messages: ResourceSection = {
  name: 'Profilo aziendale',
  menu: 'Profilo fiscale',
  group: 'Azienda',
  title: 'Profilo fiscale dell’azienda',
  fields: {
    name: 'Ragione sociale',
    vat_number: 'Partita IVA',
    tax_code: 'Codice fiscale',
    regime_fiscale: 'Regime fiscale',
    address: 'Indirizzo',
    zip: 'CAP',
    city: 'Città',
    province: 'Provincia',
    country: 'Nazione',
    rea_office: 'Ufficio REA (provincia)',
    rea_number: 'Numero REA',
    share_capital: 'Capitale sociale (€)',
    sole_shareholder: 'Soci',
    liquidation: 'Stato di liquidazione',
    iban: 'IBAN',
    bank_name: 'Banca',
    phone: 'Telefono',
    email: 'E-mail',
    pec: 'PEC',
    transmitter_country: 'Paese del trasmittente',
    transmitter_code: 'Codice del trasmittente',
    series_invoice: 'Sezionale fatture',
    series_deferred: 'Sezionale fatture differite',
    series_credit_note: 'Sezionale note di credito',
    series_debit_note: 'Sezionale note di debito',
  },
  sections: {
    identity: 'Dati fiscali',
    address: 'Sede legale',
    rea: 'Iscrizione al REA',
    bank: 'Pagamenti',
    contacts: 'Contatti',
    transmitter: 'Trasmissione allo SDI',
    numbering: 'Numerazione (sezionali)',
  },
  choices: {
    SU: 'Socio unico',
    SM: 'Più soci',
    LN: 'Non in liquidazione',
    LS: 'In liquidazione',
  },
  helpers: {
    rea: 'Per le società iscritte al registro delle imprese: ufficio e numero vanno indicati insieme.',
    iban: 'Stampato su fatture e note, per il pagamento con bonifico.',
    transmitter:
      'Lascia vuoto se l’azienda invia da sé le fatture: si usa la sua partita IVA. Altrimenti indica paese e codice fiscale dell’intermediario.',
    numbering:
      'Ogni sezionale ha la sua numerazione senza salti, in ordine di data, per anno: «12/D/2026» è la fattura 12 del sezionale D. Vuoto: la numerazione principale («12/2026»). Un sezionale per le differite permette di datarle nel mese dei DDT dopo aver già emesso fatture del mese successivo. Cambiare un codice vale per i documenti emessi da quel momento.',
    who: 'Solo il titolare dell’azienda può salvare modifiche al profilo; gli altri ruoli lo consultano.',
  },
  notifications: { updated: 'Profilo fiscale salvato' },
};

export default messages;
