import { AutocompleteInput, ReferenceInput } from 'react-admin';

type ArticleOption = { code: string; description: string };

const articleText = (article?: ArticleOption) =>
  article ? `${article.code} — ${article.description}` : '';

/** Picks an article by code or description (`GET /articles?q=`). */
export const ArticleInput = ({ label, alwaysOn }: { label: string; alwaysOn?: boolean }) => (
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
      sx={{ minWidth: 280 }}
    />
  </ReferenceInput>
);
