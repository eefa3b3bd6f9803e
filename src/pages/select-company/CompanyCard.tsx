import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/Business';
import { useTranslate } from 'react-admin';
import type { Company } from '../../../contract/session';

interface CompanyCardProps {
  company: Company;
  active: boolean;
  autoFocus: boolean;
  disabled: boolean;
  loading: boolean;
  onSelect: () => void;
}

/** One of the user's companies; the whole card is the button. */
export const CompanyCard = ({
  company,
  active,
  autoFocus,
  disabled,
  loading,
  onSelect,
}: CompanyCardProps) => {
  const translate = useTranslate();
  return (
    <Card
      role="listitem"
      variant="outlined"
      sx={{ borderColor: active ? 'primary.main' : undefined }}
    >
      <CardActionArea
        onClick={onSelect}
        disabled={disabled}
        autoFocus={autoFocus}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <BusinessIcon color="primary" sx={{ mt: 0.5 }} />
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h2" noWrap>
                {company.name}
              </Typography>
              {company.vat_number && (
                <Typography variant="body2" color="text.secondary">
                  {translate('app.company.vat', { vat: company.vat_number })}
                </Typography>
              )}
              {company.city && (
                <Typography variant="body2" color="text.secondary">
                  {company.city}
                </Typography>
              )}
            </Stack>
            {loading ? (
              <CircularProgress size={20} />
            ) : (
              active && (
                <Chip size="small" color="primary" label={translate('app.company.current')} />
              )
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
