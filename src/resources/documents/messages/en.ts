import deferred from '../deferred/messages/en';
import stampDuty from '../stamp-duty/messages/en';
import sdi from '../sdi/messages/en';

/**
 * The sales documents' words in English, `resources.documents.*` (the reference key set of the
 * other languages).
 */
const documents = {
  name: 'Document |||| Documents',
  types: {
    order: 'Sales orders',
    invoice: 'Invoices',
    credit_note: 'Credit notes',
    debit_note: 'Debit notes',
  },
  one: {
    order: 'Sales order %{number}',
    invoice: 'Invoice %{number}',
    credit_note: 'Credit note %{number}',
    debit_note: 'Debit note %{number}',
  },
  new: {
    order: 'New order',
    invoice: 'New invoice',
    credit_note: 'New credit note',
    debit_note: 'New debit note',
  },
  fields: {
    number: 'Doc No.',
    series: 'Series',
    customer: 'Customer',
    customer_id: 'Customer',
    reference: 'Reference',
    description: 'Description',
    net_total: 'Total Amount',
    total: 'Total Document',
    status: 'Document Status',
    status_help: 'Follows the payments: record them from the ledger or with “Record payment”',
    document_date: 'Document Date',
    shipping_date: 'Shipping Date',
    related_document_id: 'Corrected invoice',
    unlinked_reason: 'Reason for no corrected invoice',
    unlinked_reason_help:
      "If the note corrects no single invoice (e.g. a year-end discount on several), write why: it goes into the XML's Causale",
    date_from: 'Date from',
    date_to: 'Date to',
    article_id: 'Article',
    shipping_from: 'Shipping from',
    shipping_to: 'Shipping to',
    customer_code: 'Customer code',
    billing_address: 'Billing address',
    destination_id: 'Destination',
    phone: 'Phone',
    email: 'Email',
    references: 'References',
    year: 'Year',
    vat_number: 'VAT number',
    payment_term_id: 'Payment terms',
    issued: 'Issue state',
  },
  sdi,
  deferred,
  stamp_duty: stampDuty,
  sections: {
    header: 'Document',
    customer: 'Customer',
    rows: 'Rows',
    totals: 'Totals',
    pa: "Public administration's references",
  },
  rows: {
    status: 'Line status',
    select: 'Select row %{position}',
    select_all: 'Select all rows',
    bulk: 'Actions on the selected rows',
    selected: '%{smart_count} row selected |||| %{smart_count} rows selected',
    status_done:
      'Status “%{status}” set on %{smart_count} row |||| Status “%{status}” set on %{smart_count} rows',
    position: '#',
    article: 'Article',
    description: 'Description',
    quantity: 'Quantity',
    unit_price: 'Unit price',
    discount: 'Discount %',
    vat_rate: 'VAT',
    vat_nature: 'VAT nature',
    billed: 'Shipped %{shipped} · invoiced %{invoiced}',
    net_amount: 'Amount',
    add: 'Add row',
    empty: 'No rows yet: pick an article above and press Enter.',
    save_first: 'Save the document first, then add its rows.',
    saved: 'Row saved',
    deleted: 'Row deleted',
    delete_title: 'Delete this row?',
    delete_content: 'The row will be removed from the document and the totals recomputed.',
    drag: 'Drag to move the row (keyboard: Alt+↑/↓)',
    reorder_failed:
      'The new order of the rows was not saved, so the rows are back where they were.',
    price_failed: "The article's price could not be fetched: enter it by hand.",
    price_source: {
      customer: "Customer's own price",
      price_list: 'Price list %{name}',
      article: "Article's price",
    },
    list_price: 'List price: %{price}',
    use_list_price: 'Use the list price',
    customer_code: "customer's code %{code}",
    dnd: {
      instructions:
        'To move a row, press Space or Enter on its handle. While moving, use the up and down arrow keys; press Space or Enter again to drop the row in its new place, or Escape to cancel.',
      start: 'Row %{position}, %{description}, picked up.',
      over: 'Row %{position}, %{description}, is over position %{target}.',
      over_none: 'Row %{position}, %{description}, is no longer over another row.',
      end: 'Row %{position}, %{description}, dropped at position %{target}.',
      end_none: 'Row %{position}, %{description}, dropped.',
      cancel: 'Move cancelled: row %{position}, %{description}, is back in its place.',
    },
  },
  due_dates: {
    title: 'Due dates',
    date: 'Due date',
    amount: 'Amount',
    none: 'No due dates: choose the payment terms and add rows.',
  },
  totals: {
    subtotal: 'Subtotal',
    discount: 'Discount',
    net_total: 'Taxable amount',
    vat_rate: 'VAT %{rate} % on %{taxable}',
    vat_nature: 'VAT 0 % (%{nature}) on %{taxable}',
    vat_total: 'VAT',
    total: 'Total',
    split_payment: 'Split payment: VAT paid by the customer (art. 17-ter)',
    amount_due: 'Net amount due',
  },
  pa: {
    document_type: 'Document of the PA',
    no_document: 'None',
    types: {
      order: 'Purchase order',
      contract: 'Contract',
      agreement: 'Agreement',
    },
    document_id: 'Its number',
    document_id_help:
      "The administration's order, contract or agreement number (at most 20 characters)",
    document_date: 'Its date',
    cig: 'CIG',
    cig_help: 'Tender code: 10 letters or digits (art. 25 DL 66/2014)',
    cup: 'CUP',
    cup_help: 'Project code: 15 letters or digits, where the administration gives one',
  },
  letter: {
    title: 'Letter of intent',
    cites: 'Letter of intent no. %{protocol} of %{date}',
    figures: 'This document: %{this_document} · left before it: %{left}',
    warning:
      'This invoice takes letter %{protocol} past 80 % of its amount: ask the customer for its next letter.',
    over: 'This invoice exceeds what is left of letter %{protocol}: issuing it will be refused. Record the customer’s new letter, or put the extra rows at the standard rate.',
  },
  delete: {
    title: 'Delete document',
    content: 'Are you sure you want to delete this document?',
    confirm: 'Yes, I confirm!',
    done: 'Document successfully deleted!',
  },
  convert: {
    label: 'Turn into invoice',
    done: 'Draft invoice created from the order',
    title: 'Turn the order into an invoice?',
    content:
      'A draft invoice will be created, dated %{date}, with what is left to invoice of the rows of order %{source}. It gets its number when you issue it.',
    date: 'Invoice date',
    confirm: 'Create invoice',
    shipped: 'Goods already shipped on confirmed DDTs',
    shipped_choices: {
      invoice: 'Invoice them now, citing the DDTs',
      defer: 'Leave them to the deferred invoice',
    },
  },
  credit_note: {
    label: 'Create credit note',
    title: 'Create a credit note for this invoice?',
    content:
      'A draft credit note will be created, dated %{date}, with the rows of invoice %{source} and a reference to it. It gets its number when you issue it.',
    date: 'Credit note date',
    confirm: 'Create credit note',
    done: 'Draft credit note created from the invoice',
  },
  duplicate: {
    label: 'Duplicate',
    title: 'Duplicate this document?',
    content:
      '%{document} will be created, dated %{date}, with the same customer and rows as %{source}.',
    confirm: 'Duplicate',
    done: '%{document} created',
  },
  draft: 'Draft',
  draft_number: '(draft)',
  issued_choices: { issued: 'Issued', draft: 'Drafts' },
  locked:
    'Issued document: it no longer changes, and its payment status follows the payments. To correct it, issue a credit note.',
  issue: {
    label: 'Issue',
    title: 'Issue the document?',
    content:
      '%{document} will be issued, dated %{date}. From then on it cannot be changed or deleted (only its payment status can): a credit note corrects it.',
    date: 'Issue date',
    confirm: 'Issue',
    done: '%{document} issued',
    late_title: 'Issue it late?',
    late_confirm: 'Issue anyway',
  },
  kind: {
    order: 'Order',
    invoice: 'Invoice',
    credit_note: 'Credit note',
    debit_note: 'Debit note',
  },
  related: {
    label: 'Linked documents',
    from: 'From %{document}',
    by: {
      order: 'Linked to %{document}',
      invoice: 'Invoiced with %{document}',
      credit_note: 'Credited with %{document}',
      debit_note: 'Supplemented with %{document}',
    },
  },
  pdf: {
    label: 'PDF',
    customer: "Customer's language",
    failed: 'The PDF could not be created. Try again.',
  },
  notifications: {
    created: 'Document created',
    updated: 'Document saved',
  },
  empty: 'No documents yet',
};

export type DocumentMessages = typeof documents;
export default documents;
