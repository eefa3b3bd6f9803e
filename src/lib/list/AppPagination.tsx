import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import usePagination from '@mui/material/usePagination';
import { useTheme } from '@mui/material/styles';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useListContext, useListPaginationContext, useTranslate } from 'react-admin';
import {
  PAGINATION_DEFAULTS,
  ROWS_PER_PAGE_OPTIONS,
  isPaginationVisible,
  pageCount,
  pageRange,
} from './paginationModel';

const ICONS = {
  first: <FirstPageIcon />,
  previous: <NavigateBeforeIcon />,
  next: <NavigateNextIcon />,
  last: <LastPageIcon />,
};

// Arrows point the way pages go: mirrored in right-to-left pages.
const RTL_ICONS = {
  first: ICONS.last,
  previous: ICONS.next,
  next: ICONS.previous,
  last: ICONS.first,
};

/**
 * The spec's pagination control: first, previous, numbered pages with ellipsis, next,
 * last, plus rows per page. Hidden when the total is 0 or less. A capped total (the list
 * counted its matches only up to a cap, `meta.totalCapped`) reads "1–25 di oltre 525" and
 * has no "last page" (it is not known).
 */
export const AppPagination = () => {
  const translate = useTranslate();
  const icons = useTheme().direction === 'rtl' ? RTL_ICONS : ICONS;
  const { page, perPage, total, setPage, setPerPage, isPending } = useListPaginationContext();
  const capped = useListContext().meta?.totalCapped === true;
  const count = pageCount(total ?? 0, perPage);
  const { items } = usePagination({
    count,
    page,
    onChange: (_, value) => setPage(value),
    showFirstButton: true,
    showLastButton: !capped,
    ...PAGINATION_DEFAULTS,
  });
  if (isPending || !isPaginationVisible(total)) return null;
  const { from, to } = pageRange(page, perPage, total ?? 0);

  return (
    <Box
      component="nav"
      className="app-pagination"
      aria-label={translate('app.list.pagination.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: 2,
        px: 2,
        py: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" id="rows-per-page" color="text.secondary">
          {translate('app.list.pagination.rows_per_page')}
        </Typography>
        <Select
          size="small"
          variant="standard"
          value={perPage}
          onChange={(event) => setPerPage(Number(event.target.value))}
          labelId="rows-per-page"
        >
          {ROWS_PER_PAGE_OPTIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </Select>
        <Typography variant="body2" color="text.secondary">
          {/* Isolated: "1–22 di 22" keeps its order in a right-to-left page. */}
          <bdi>
            {translate(`app.list.pagination.${capped ? 'range_capped' : 'range'}`, {
              from,
              to,
              total,
            })}
          </bdi>
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', m: 0, p: 0, gap: 0.25 }}
      >
        {items.map(({ page: itemPage, type, selected, ...item }, index) => (
          <li key={`${type}-${index}`}>
            {type === 'start-ellipsis' || type === 'end-ellipsis' ? (
              <Typography component="span" sx={{ px: 1 }} aria-hidden>
                …
              </Typography>
            ) : type === 'page' ? (
              <IconButton
                {...item}
                size="small"
                color={selected ? 'primary' : 'default'}
                aria-label={translate('app.list.pagination.page', { page: itemPage })}
                sx={{
                  minWidth: 32,
                  fontSize: '0.875rem',
                  fontWeight: selected ? 700 : 400,
                  borderRadius: 1,
                  bgcolor: selected ? 'action.selected' : undefined,
                }}
              >
                {itemPage}
              </IconButton>
            ) : (
              <IconButton
                {...item}
                size="small"
                aria-label={translate(`app.list.pagination.${type}`)}
              >
                {icons[type]}
              </IconButton>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
};
