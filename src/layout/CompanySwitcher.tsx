import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import BusinessIcon from '@mui/icons-material/Business';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState, type MouseEvent } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { AppIdentity } from '../providers/sessionModel';
import { pathAfterCompanySwitch } from '../providers/sessionModel';
import { useSelectCompany } from '../pages/select-company/useSelectCompany';

/** The active company in the app bar; a menu switches to another of the user's companies. */
export const CompanySwitcher = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const location = useLocation();
  const { selectCompany, isPending } = useSelectCompany();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const user = identity as AppIdentity | undefined;
  if (!user) return null;

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const choose = (companyId: number) => {
    setAnchor(null);
    const company = user.companies.find((c) => c.id === companyId);
    if (company && company.id !== user.companyId) {
      selectCompany(company, pathAfterCompanySwitch(location.pathname));
    }
  };
  const label = user.companyName ?? translate('app.company.none');
  const roleName = (role: string | null) => (role ? translate(`enums.role.${role}`) : '');
  const described = user.role ? `${label} (${roleName(user.role)})` : label;

  return (
    <>
      <Button
        color="inherit"
        onClick={open}
        disabled={isPending}
        startIcon={<BusinessIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        aria-haspopup="true"
        aria-label={`${translate('app.company.switch')}: ${described}`}
        title={`${translate('app.company.switch')}: ${described}`}
        sx={{
          textTransform: 'none',
          maxWidth: { xs: 200, xl: 260 },
          minWidth: 0,
          '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          '& .names': {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'start',
            minWidth: 0,
          },
          '& .role': { fontSize: '0.7rem', lineHeight: 1.2, opacity: 0.85 },
        }}
      >
        {!compact && (
          <span className="names">
            <bdi className="label" data-testid="company-name">
              {label}
            </bdi>
            {user.role && (
              <span className="label role" data-testid="company-role">
                {roleName(user.role)}
              </span>
            )}
          </span>
        )}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {user.companies.map((company) => (
          <MenuItem
            key={company.id}
            selected={company.id === user.companyId}
            onClick={() => choose(company.id)}
          >
            <ListItemIcon>
              {company.id === user.companyId ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText
              primary={<bdi>{company.name}</bdi>}
              secondary={[roleName(company.role), company.vat_number, company.city]
                .filter(Boolean)
                .join(' · ')}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
