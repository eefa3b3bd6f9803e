export default {
  transport_reason: {
    sale: 'Verkauf',
    consignment: 'Zur Ansicht',
    processing: 'Zur Lohnbearbeitung',
    return: 'Rücksendung',
    gift: 'Gratisware',
    repair: 'Reparatur',
    transfer: 'Verbringung zwischen Standorten',
    loan: 'Leihe',
  },
  carriage: { paid: 'Frei Haus', forward: 'Unfrei' },
  transport_by: { sender: 'Absender', carrier: 'Frachtführer', recipient: 'Empfänger' },
};
