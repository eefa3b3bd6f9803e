import type { Locale } from '../locale';
import type { ArticleNames } from './it';
import de from './de';
import en from './en';
import fr from './fr';
import hu from './hu';
import it from './it';

/**
 * The words of an article on screen and in its spreadsheets: the field titles (the form, the
 * list and the export's header) and the names of its coded values (unit, VAT rate and nature,
 * lifecycle, pricing type). One source for the SPA's catalogues and for the import, which
 * reads back what the export wrote in any of the five languages.
 */
export const articleNames = { it, en, de, fr, hu } satisfies Record<Locale, ArticleNames>;
