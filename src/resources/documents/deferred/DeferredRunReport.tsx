import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../lib/decimal';
import { documentPaths } from '../paths';
import { percent } from './deferredModel';
import type { DeferredRun } from './useDeferredRun';

const t = (key: string) => `resources.documents.deferred.${key}`;

/** The run: a progress bar while it goes, then the drafts made (links) or why it stopped. */
export const DeferredRunReport = ({ run }: { run: DeferredRun }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const progress = translate(t('progress'), { done: run.done, total: run.total });
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" id="deferred-progress" sx={{ mb: 1 }}>
          {progress}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent(run.done, run.total)}
          aria-labelledby="deferred-progress"
        />
        {run.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(t('stopped'), { message: run.error })}
          </Alert>
        )}
        {!run.running && (
          <Typography variant="h6" component="h2" sx={{ mt: 2 }} role="status">
            {translate(t('made'), { smart_count: run.made.length })}
          </Typography>
        )}
        <List dense>
          {run.made.map((invoice) => (
            <ListItem key={invoice.id} disableGutters>
              <Link component={RouterLink} to={documentPaths.edit('invoice', invoice.id)}>
                {translate(t('made_item'), {
                  customer: invoice.customer.name,
                  total: formatMoney(invoice.total, locale, 2),
                })}
              </Link>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
