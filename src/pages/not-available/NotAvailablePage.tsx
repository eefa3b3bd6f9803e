import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { generalRegPaths } from '../../resources/general-regs/paths';
import { ErrorPage } from '../errors/ErrorPage';

/**
 * A screen of the spec that a later release brings. Says so plainly, and points to what
 * works today, instead of pretending.
 */
export const NotAvailablePage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const name = translate(title);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent>
        <ErrorPage
          icon={<ConstructionIcon />}
          title={translate('app.not_available.title')}
          text={translate('app.not_available.text', { page: name })}
          actions={
            <Button component={Link} to={generalRegPaths.list} variant="contained">
              {translate('app.not_available.go_registry')}
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
};
