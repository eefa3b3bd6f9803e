import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The stock's texts (`resources.stock-movements.*`), English: the reference key set. */
const messages = {
  name: 'Stock movement |||| Stock movements',
  menu: 'Stock movements',
  valuation_menu: 'Stock valuation',
  fields: {
    date: 'Date',
    article_id: 'Article',
    article: 'Article',
    description: 'Description',
    quantity: 'Quantity',
    counted: 'Counted quantity',
    reason: 'Reason',
    note: 'Note',
    document: 'Document',
    user: 'Recorded by',
    date_from: 'From',
    date_to: 'To',
    all_reasons: 'All reasons',
    shipping_list_id: 'DDT',
    reversed: 'Reversed',
  },
  reasons: {
    ddt: 'DDT (unload)',
    return: 'Return (load)',
    count: 'Inventory count',
    damage: 'Damage',
    initial: 'Initial stock',
    reversal: 'Reversal',
    other: 'Other',
  },
  help: {
    quantity: 'Positive loads, negative unloads (e.g. -3)',
    counted: 'What is on the shelf: the difference from the stock on hand is recorded',
  },
  create: {
    title: 'New stock adjustment',
    button: 'Adjust stock',
    created: 'Stock movement recorded',
  },
  ddt: 'DDT %{number}',
  reversed_by: 'reversed by %{id}',
  reverse: {
    button: 'Reverse',
    title: 'Reverse this movement?',
    content:
      'A movement of the opposite quantity is recorded today; this one stays in the ledger. A movement can be reversed only once.',
    done: 'Movement reversed',
  },
  stock: {
    title: 'Stock',
    stocked: 'Kept in stock',
    stocked_help: 'Off for services and articles not kept on the shelf: they have no movements',
    on_hand: 'On hand',
    reserved: 'Reserved',
    available: 'Available',
    min_stock: 'Minimum stock',
    cost: 'Unit cost',
    below_min: 'Below minimum',
    not_stocked: 'Not kept in stock',
    last_movements: 'Latest movements',
    no_movements: 'No movements yet',
    all_movements: 'All movements of the article',
    available_short: 'available: %{quantity}',
  },
  valuation: {
    title: 'Stock valuation',
    date: 'At the end of',
    code: 'Code',
    description: 'Description',
    unit: 'Unit',
    quantity: 'Quantity',
    cost: 'Unit cost',
    value: 'Value',
    total: 'Total',
    not_valued: 'no cost',
    empty: 'No stock at this date',
    csv: 'Download CSV',
    file: 'stock valuation',
  },
  settings: {
    allow_negative: 'Allow negative stock',
    allow_negative_help: 'Off: a DDT or an unload that would take an article below zero is refused',
  },
  import: {
    button: 'Import stock',
    title: 'Import stock levels',
    hint: 'Choose a .csv or .xlsx file with the article code and the quantity on the shelf (Code, Stock; optionally Date and Note). Each row sets the article’s stock to the file’s figure with an opening stock movement. You will see a preview first: nothing is recorded until you confirm.',
    summary: {
      move: '%{smart_count} to move',
    },
    actions: {
      move: 'Movement',
    },
    columns: {
      quantity: 'Movement',
    },
    nothing: 'The file has no stock levels to import.',
    no_changes:
      'The file’s stock levels are already those of the warehouse: there is nothing to import.',
    confirm: 'Record %{smart_count} movement |||| Record %{smart_count} movements',
    done: 'Recorded %{smart_count} movement |||| Recorded %{smart_count} movements',
  },
  empty: 'No stock movements',
};

export default messages satisfies ResourceSection;
export type StockMessages = typeof messages;
