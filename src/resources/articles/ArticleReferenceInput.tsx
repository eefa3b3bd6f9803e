import type { SxProps, Theme } from '@mui/material/styles';
import { AutocompleteInput, ReferenceInput } from 'react-admin';

type ArticleOption = { code: string; description: string };

/** "VIT-M6-20 — Vite testa esagonale M6×20 zincata". */
export const articleText = (article?: ArticleOption) =>
  article ? `${article.code} — ${article.description}` : '';

interface ArticleReferenceInputProps {
  label: string;
  /** As a list filter: always shown. */
  alwaysOn?: boolean;
  sx?: SxProps<Theme>;
}

/** Picks an article of the catalogue by code or description (`GET /articles?q=`). */
export const ArticleReferenceInput = ({ label, alwaysOn, sx }: ArticleReferenceInputProps) => (
  <ReferenceInput
    source="article_id"
    reference="articles"
    sort={{ field: 'code', order: 'ASC' }}
    alwaysOn={alwaysOn}
  >
    <AutocompleteInput
      label={label}
      optionText={articleText}
      filterToQuery={(q: string) => ({ q })}
      sx={sx}
    />
  </ReferenceInput>
);
