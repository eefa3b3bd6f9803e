const it = {
  document_type: {
    order: 'Ordine',
    invoice: 'Fattura',
    'credit-note': 'Nota di credito',
    'debit-note': 'Nota di debito',
  },
  order_status: {
    to_confirm: 'Da confermare',
    confirmed: 'Confermato',
    waiting: 'In attesa',
    in_progress: 'In lavorazione',
    ready: 'Pronto',
    packed: 'Imballato',
    shipped: 'Spedito',
    cancelled: 'Annullato',
  },
  line_status: {
    to_produce: 'Da produrre',
    in_production: 'In produzione',
    ready: 'Pronto',
    packed: 'Imballato',
    shipped: 'Spedito',
    delivered: 'Consegnato',
  },
  payment_status: {
    to_pay: 'Da pagare',
    paying: 'In pagamento',
    paid: 'Pagato',
    overdue: 'Scaduto',
  },
  sdi_status: {
    to_send: 'Da inviare',
    sent: 'Inviata',
    delivered: 'Consegnata',
    not_delivered: 'Mancata consegna',
    rejected: 'Scartata',
    accepted: 'Accettata',
    refused: 'Rifiutata',
  },
  sdi_receipt: {
    RC: 'ricevuta di consegna',
    NS: 'notifica di scarto',
    MC: 'notifica di mancata consegna',
    NE: 'notifica di esito',
    AT: 'attestazione di avvenuta trasmissione',
    DT: 'notifica di decorrenza termini',
  },
  label_status: {
    to_print: 'Da stampare',
    printed: 'Stampata',
    applied: 'Applicata',
    voided: 'Annullata',
  },
  shipping_list_status: {
    open: 'Aperta',
    confirmed: 'Confermata',
  },
  buyer_kind: {
    it_business: 'Impresa italiana',
    it_consumer: 'Privato italiano',
    eu_business: 'Impresa UE con partita IVA',
    eu_consumer: 'Privato UE',
    non_eu: 'Cliente extra UE',
    san_marino: 'Cliente di San Marino',
    public_administration: 'Pubblica amministrazione',
  },
  record: {
    letter_of_intent: "Dichiarazione d'intento",
    article: 'Articolo',
    customer: 'Cliente',
    general_reg: 'Anagrafica',
    entry: 'Questo record',
    company_profile: 'Profilo fiscale dell’azienda',
    document: 'Documento',
    shipping_list: 'Lista di spedizione',
    configuration: 'Configurazione',
  },
};

export type Names = typeof it;

export default it;
