import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import articleNames from '../../../../contract/messages/articleNames/en';

/** The articles' texts (`resources.articles.*`), en. */
const messages: ResourceSection = {
  name: 'Article |||| Articles',
  fields: articleNames.fields,
  sections: {
    identity: 'Article',
    pricing: 'Price and VAT',
    price_lists: 'Price lists',
    image: 'Image',
  },
  image: {
    placeholder: 'Drop a PNG, JPEG, WebP or GIF image here (5 MB at most), or click to pick one',
    rejected: 'The file is not a PNG, JPEG, WebP or GIF image of up to 5 MB',
  },
  helpers: {
    price: 'Up to 8 decimals (e.g. 12.3456)',
  },
  price_lists: {
    list_name: 'Price list',
    price: 'Price',
    min_quantity: 'Minimum quantity',
    empty: 'No price lists for this article yet.',
    delete_title: 'Delete this list price?',
    delete_content: 'The price will be removed from the price list.',
    saved: 'Price list saved',
    deleted: 'List price deleted',
  },
  empty: 'No articles yet',
  invite: 'Add the first article',
  message: {
    delete_title: 'Delete "%{recordRepresentation}"?',
    delete_content: 'The article will be deleted for good. This cannot be undone.',
  },
  notifications: {
    created: 'Article created',
    updated: 'Article saved',
    deleted: 'Article deleted',
  },
  import: {
    button: 'Import',
    title: 'Import articles',
    hint: 'Choose a .csv or .xlsx file with a header row (Code, Description, Unit, Price, VAT…). You will see a preview first: nothing is saved until you confirm.',
    choose: 'Choose file',
    working: 'Progress',
    checking: 'Checking the file…',
    importing: 'Importing…',
    summary: {
      label: 'Summary',
      create: '%{smart_count} to create',
      update: '%{smart_count} to update',
      unchanged: '%{smart_count} unchanged |||| %{smart_count} unchanged',
      errors: '%{smart_count} with errors',
    },
    partial: 'Showing %{shown} of %{total} rows.',
    table: 'File rows',
    columns: {
      line: 'Row',
      code: 'Code',
      action: 'Action',
      errors: 'Errors',
    },
    actions: {
      create: 'New',
      update: 'Update',
      unchanged: 'Unchanged',
      error: 'Error',
    },
    has_errors:
      'Fix the rows with errors in the file and upload it again: nothing will be imported while there are errors',
    nothing: 'The file has no articles to import.',
    no_changes: "The file's articles are already as it says: there is nothing to import.",
    confirm: 'Import %{smart_count} article |||| Import %{smart_count} articles',
    done: 'Imported %{smart_count} article |||| Imported %{smart_count} articles',
    errors: {
      rows: 'Some rows of the file have errors: nothing was imported. Fix the file and upload it again.',
      too_large: 'The file is too large: the limit is 20 MB.',
      unsupported: 'The file is not a spreadsheet: upload a .csv or .xlsx file.',
      generic: 'The file could not be read. Please try again.',
    },
  },
};

export default messages;
