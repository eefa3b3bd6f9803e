export default {
  transport_reason: {
    sale: 'Sale',
    consignment: 'On approval',
    processing: 'For processing',
    return: 'Return',
    gift: 'Free gift',
    repair: 'Repair',
    transfer: 'Transfer between sites',
    loan: 'Loan for use',
  },
  carriage: { paid: 'Carriage paid', forward: 'Carriage forward' },
  transport_by: { sender: 'Sender', carrier: 'Carrier', recipient: 'Recipient' },
};
