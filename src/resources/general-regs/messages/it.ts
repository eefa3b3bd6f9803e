import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The general registry's texts (`resources.general-regs.*`), it. */
const messages: ResourceSection = {
  name: 'Anagrafica |||| Anagrafica generale',
  fields: {
    id: 'ID',
    name: 'Ragione sociale',
    vat_number: 'Partita IVA',
    tax_code: 'Codice fiscale',
    address: 'Indirizzo',
    zip: 'CAP',
    city: 'Città',
    province: 'Provincia',
    country: 'Nazione',
    phone: 'Telefono',
    email: 'E-mail',
    pec: 'PEC',
    sdi_code: 'Codice SDI',
    is_public_administration: 'Pubblica amministrazione',
    party_type: 'Tipo di cliente',
    party_type_company: 'Impresa o professionista',
    party_type_person: 'Privato (persona fisica)',
    party_type_public_administration: 'Pubblica amministrazione',
    pa_help:
      "Fatture in formato FPA12 al codice univoco ufficio dell'Indice PA (6 caratteri), con CIG e CUP; di solito in scissione dei pagamenti",
    office_code: 'Codice univoco ufficio (IPA)',
    office_code_help:
      "I 6 caratteri dell'ufficio che riceve le fatture elettroniche, da indicepa.gov.it",
    is_person: 'Privato (persona fisica)',
    is_person_help:
      'Un privato ha nome, cognome e codice fiscale; in fattura compare come «Cognome Nome»',
    first_name: 'Nome',
    last_name: 'Cognome',
    vat_number_help:
      "Nel formato della nazione: per l'Italia 11 cifre, per l'estero anche con il prefisso (es. DE 123456789)",
    sdi_code_help:
      'Codice destinatario di 7 caratteri; senza codice la fattura va alla PEC o, senza PEC, con 0000000. Clienti esteri: XXXXXXX; San Marino: 2R4GTO8 se vuoto',
    notes: 'Note',
  },
  sections: {
    identity: 'Dati anagrafici',
    address: 'Indirizzo',
    contacts: 'Contatti e fatturazione elettronica',
    notes: 'Note',
  },
  empty: "L'anagrafica generale è vuota",
  invite: 'Aggiungi la prima anagrafica',
  message: {
    delete_title: 'Eliminare «%{recordRepresentation}»?',
    delete_content:
      "L'anagrafica verrà eliminata definitivamente. L'operazione non si può annullare.",
  },
  notifications: {
    created: 'Anagrafica creata',
    updated: 'Anagrafica salvata',
    deleted: 'Anagrafica eliminata',
  },
};

export default messages;
