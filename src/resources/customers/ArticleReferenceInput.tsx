import { AutocompleteInput, ReferenceInput } from 'react-admin';

type ArticleOption = { code: string; description: string };

const articleText = (article?: ArticleOption) =>
  article ? `${article.code} — ${article.description}` : '';

/** Picks an article of the catalogue by code or description (`GET /articles?q=`). */
export const ArticleReferenceInput = ({ label }: { label: string }) => (
  <ReferenceInput source="article_id" reference="articles" sort={{ field: 'code', order: 'ASC' }}>
    <AutocompleteInput
      label={label}
      optionText={articleText}
      filterToQuery={(q: string) => ({ q })}
      sx={{ gridColumn: { md: 'span 2' } }}
    />
  </ReferenceInput>
);
