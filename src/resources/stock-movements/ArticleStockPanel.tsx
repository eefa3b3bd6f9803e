import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Button, useGetList, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { Article } from '../../../contract/articles';
import type { StockMovement } from '../../../contract/stock-movements';
import { formatDecimal } from '../../lib/decimal';
import { formatDate } from '../../lib/dates';
import { useCan } from '../../lib/useCan';
import { stockPaths } from './paths';
import { belowMinimum, reasonLabel } from './stockModel';

const t = (key: string) => `resources.stock-movements.stock.${key}`;

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box sx={{ minWidth: 120 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="h6" component="div" data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

/**
 * The article page's stock: on hand, reserved, available (with "sotto scorta"), its latest
 * movements and a link to its ledger, for a role that reads the stock.
 */
export const ArticleStockPanel = () => {
  const record = useRecordContext<Article>();
  const translate = useTranslate();
  const locale = useLocale();
  const allowed = useCan('stock-movements', 'list');
  const writes = useCan('stock-movements', 'create');
  const { data: movements } = useGetList<StockMovement>(
    'stock-movements',
    {
      filter: { article_id: record?.id },
      sort: { field: 'date', order: 'DESC' },
      pagination: { page: 1, perPage: 5 },
    },
    { enabled: allowed && Boolean(record?.id && record.stocked) },
  );
  if (!record || !allowed) return null;
  const unit = record.unit;
  return (
    <Box component="section" aria-labelledby="article-stock">
      <Divider />
      <Typography id="article-stock" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate(t('title'))}
      </Typography>
      {!record.stocked ? (
        <Typography sx={{ px: 2, py: 1 }} color="text.secondary">
          {translate(t('not_stocked'))}
        </Typography>
      ) : (
        <Box sx={{ px: 2, pb: 2 }}>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center', py: 1 }}>
            <Figure
              label={translate(t('on_hand'))}
              value={`${formatDecimal(record.on_hand, locale)} ${unit}`}
              testId="stock-on-hand"
            />
            <Figure
              label={translate(t('reserved'))}
              value={`${formatDecimal(record.reserved, locale)} ${unit}`}
              testId="stock-reserved"
            />
            <Figure
              label={translate(t('available'))}
              value={`${formatDecimal(record.available, locale)} ${unit}`}
              testId="stock-available"
            />
            {belowMinimum(record) && <Chip color="warning" label={translate(t('below_min'))} />}
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {translate(t('last_movements'))}
          </Typography>
          {movements && movements.length > 0 ? (
            <List dense>
              {movements.map((m) => (
                <ListItem key={m.id} disableGutters>
                  <ListItemText
                    primary={`${formatDate(m.date, locale)} · ${m.quantity.startsWith('-') ? '' : '+'}${formatDecimal(m.quantity, locale)} ${unit}`}
                    secondary={[translate(reasonLabel(m.reason)), m.note]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>
              {translate(t('no_movements'))}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              component={Link}
              to={stockPaths.ofArticle(record.id)}
              label={t('all_movements')}
            />
            {writes && (
              <Button
                component={Link}
                to={`${stockPaths.create}?article_id=${record.id}`}
                label="resources.stock-movements.create.button"
                variant="outlined"
              />
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
};
