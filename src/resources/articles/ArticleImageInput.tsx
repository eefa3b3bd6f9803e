import { ImageField, ImageInput, useNotify, useTranslate } from 'react-admin';
import { uploadsUrl } from '../../lib/uploads/uploadsUrl';
import { FormSection } from '../../lib/FormSection';

/** The image types and size the API accepts (server/lib/uploads.ts). */
const ACCEPT = { 'image/png': [], 'image/jpeg': [], 'image/webp': [], 'image/gif': [] };
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The form value is the stored image's path (a string from the API), the picked file
 * (`{rawFile, src, title}`) or null once removed; the preview needs `{src, title}`.
 */
const toPreview = (title: string) => (value: unknown) =>
  typeof value === 'string' ? (value ? { src: uploadsUrl(value), title } : null) : value;

/**
 * The article's picture: shows the current one, and lets staff pick, replace or remove it.
 * The file is sent with the next save (form data with `_method=PUT`, see the dataProvider).
 */
export const ArticleImageInput = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <FormSection title="resources.articles.sections.image">
      <ImageInput
        source="image"
        label={false}
        accept={ACCEPT}
        maxSize={MAX_BYTES}
        format={toPreview(translate('resources.articles.fields.image'))}
        placeholder={<ImagePlaceholder />}
        inputProps={{ 'aria-label': translate('resources.articles.fields.image') }}
        options={{
          onDropRejected: () => notify('resources.articles.image.rejected', { type: 'warning' }),
        }}
        sx={{ gridColumn: '1 / -1' }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </FormSection>
  );
};

const ImagePlaceholder = () => {
  const translate = useTranslate();
  return <p>{translate('resources.articles.image.placeholder')}</p>;
};
