const it = {
  transport_reason: {
    sale: 'Vendita',
    consignment: 'Conto visione',
    processing: 'Conto lavorazione',
    return: 'Reso',
    gift: 'Omaggio',
    repair: 'Riparazione',
    transfer: 'Trasferimento tra sedi',
    loan: 'Comodato',
  },
  carriage: { paid: 'Franco', forward: 'Assegnato' },
  transport_by: { sender: 'Mittente', carrier: 'Vettore', recipient: 'Destinatario' },
};

export type TransportNames = typeof it;

export default it;
