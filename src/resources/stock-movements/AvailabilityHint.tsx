import Typography from '@mui/material/Typography';
import { useGetOne, useLocale, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Article } from '../../../contract/articles';
import { formatDecimal } from '../../lib/decimal';
import { useCan } from '../../lib/useCan';
import { availabilityOf } from './stockModel';

/**
 * Under a document row's article: "disponibili: 12" for a stocked article (on hand less what
 * confirmed orders reserve), for a role that reads the stock; nothing otherwise.
 */
export const AvailabilityHint = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const articleId = useWatch({ name: 'article_id' });
  const allowed = useCan('stock-movements', 'list');
  const { data } = useGetOne<Article>(
    'articles',
    { id: articleId },
    { enabled: allowed && Boolean(articleId) },
  );
  const available = allowed && articleId ? availabilityOf(data) : null;
  if (available === null) return null;
  return (
    <Typography
      variant="body2"
      role="status"
      color={Number(available) > 0 ? 'text.secondary' : 'error'}
      sx={{ alignSelf: 'center' }}
      data-testid="row-availability"
    >
      {translate('resources.stock-movements.stock.available_short', {
        quantity: formatDecimal(available, locale),
      })}
    </Typography>
  );
};
