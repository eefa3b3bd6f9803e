export default {
  transport_reason: {
    sale: 'Értékesítés',
    consignment: 'Megtekintésre',
    processing: 'Bérmunkára',
    return: 'Visszáru',
    gift: 'Ajándék',
    repair: 'Javítás',
    transfer: 'Telephelyek közötti szállítás',
    loan: 'Haszonkölcsön',
  },
  carriage: { paid: 'Bérmentve', forward: 'Utánvételes fuvardíj' },
  transport_by: { sender: 'Feladó', carrier: 'Fuvarozó', recipient: 'Címzett' },
};
