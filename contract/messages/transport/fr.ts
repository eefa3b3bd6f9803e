export default {
  transport_reason: {
    sale: 'Vente',
    consignment: 'En dépôt pour examen',
    processing: 'Pour façonnage',
    return: 'Retour',
    gift: 'Cadeau',
    repair: 'Réparation',
    transfer: 'Transfert entre sites',
    loan: 'Prêt à usage',
  },
  carriage: { paid: 'Franco de port', forward: 'Port dû' },
  transport_by: { sender: 'Expéditeur', carrier: 'Transporteur', recipient: 'Destinataire' },
};
