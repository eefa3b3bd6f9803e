/** The words every spreadsheet import shares (articles, initial stock), in English. */
const messages = {
  choose: 'Choose file',
  working: 'Progress',
  checking: 'Checking the file…',
  importing: 'Importing…',
  summary: {
    label: 'Summary',
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
    unchanged: 'Unchanged',
    error: 'Error',
  },
  has_errors:
    'Fix the rows with errors in the file and upload it again: nothing will be imported while there are errors',
  errors: {
    rows: 'Some rows of the file have errors: nothing was imported. Fix the file and upload it again.',
    too_large: 'The file is too large: the limit is 20 MB.',
    unsupported: 'The file is not a spreadsheet: upload a .csv or .xlsx file.',
    generic: 'The file could not be read. Please try again.',
  },
};

export type ImportMessages = typeof messages;
export default messages;
