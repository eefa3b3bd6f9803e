/** The inputs of an inline row form: one column on phones, as many as fit (`minWidth` px) above. */
export const inlineFormGridSx = (minWidth: number) => ({
  display: 'grid',
  columnGap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', md: `repeat(auto-fill, minmax(${minWidth}px, 1fr))` },
});
