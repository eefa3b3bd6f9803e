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
    summary: {
      create: '%{smart_count} to create',
      update: '%{smart_count} to update',
    },
    actions: {
      create: 'New',
      update: 'Update',
    },
    nothing: 'The file has no articles to import.',
    no_changes: "The file's articles are already as it says: there is nothing to import.",
    confirm: 'Import %{smart_count} article |||| Import %{smart_count} articles',
    done: 'Imported %{smart_count} article |||| Imported %{smart_count} articles',
  },
};

export default messages;
