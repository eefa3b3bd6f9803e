import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Isolated, Ltr } from '../../lib/bidi/Bidi';

/**
 * One key figure: its title, the value as a link to the documents it counts, a line of
 * detail and optional parts below. `alert` (the overdue amount) is drawn in the error colour.
 */
export const KpiCard = ({
  title,
  value,
  href,
  detail,
  alert = false,
  children,
}: {
  title: string;
  value: string;
  href: string;
  detail?: ReactNode;
  alert?: boolean;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={[
        { minWidth: 0 },
        alert && ((theme) => ({ borderTop: `4px solid ${theme.palette.error.main}` })),
      ]}
    >
      <CardContent>
        <Typography
          id={titleId}
          variant="subtitle2"
          component="h2"
          color={alert ? 'error' : 'text.secondary'}
        >
          {title}
        </Typography>
        <Link
          component={RouterLink}
          to={href}
          title={translate('dashboards.kpi.open')}
          variant="h5"
          underline="hover"
          color={alert ? 'error' : 'textPrimary'}
          sx={{ fontWeight: 600, display: 'inline-block', my: 0.5 }}
        >
          <Ltr>{value}</Ltr>
        </Link>
        {detail && (
          <Typography variant="body2" color="text.secondary" component="div">
            {typeof detail === 'string' ? <Isolated>{detail}</Isolated> : detail}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
};
