import type { Names } from './it';

const en: Names = {
  document_type: {
    order: 'Order',
    invoice: 'Invoice',
    'credit-note': 'Credit note',
    'debit-note': 'Debit note',
  },
  order_status: {
    to_confirm: 'To confirm',
    confirmed: 'Confirmed',
    waiting: 'Waiting',
    in_progress: 'In progress',
    ready: 'Ready',
    packed: 'Packed',
    shipped: 'Shipped',
    cancelled: 'Cancelled',
  },
  line_status: {
    to_produce: 'To produce',
    in_production: 'In production',
    ready: 'Ready',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
  },
  payment_status: {
    to_pay: 'To pay',
    paying: 'Paying',
    paid: 'Paid',
    overdue: 'Overdue',
  },
  sdi_status: {
    to_send: 'To send',
    sent: 'Sent',
    delivered: 'Delivered',
    not_delivered: 'Not delivered',
    rejected: 'Rejected',
    accepted: 'Accepted',
    refused: 'Refused',
  },
  sdi_receipt: {
    RC: 'delivery receipt',
    NS: 'rejection notice',
    MC: 'non-delivery notice',
    NE: 'outcome notice',
    AT: 'transmission certificate',
    DT: 'deadline notice',
  },
  label_status: {
    to_print: 'To print',
    printed: 'Printed',
    applied: 'Applied',
    voided: 'Voided',
  },
  shipping_list_status: {
    open: 'Open',
    confirmed: 'Confirmed',
  },
  buyer_kind: {
    it_business: 'Italian business',
    it_consumer: 'Italian consumer',
    eu_business: 'EU business with VAT id',
    eu_consumer: 'EU consumer',
    non_eu: 'Non-EU customer',
    san_marino: 'San Marino customer',
    public_administration: 'Public administration',
  },
  record: {
    letter_of_intent: 'Letter of intent',
    article: 'Article',
    customer: 'Customer',
    general_reg: 'Registry entry',
    entry: 'This record',
    company_profile: 'Company fiscal profile',
    document: 'Document',
    shipping_list: 'Shipping list',
    configuration: 'Configuration',
  },
};

export default en;
