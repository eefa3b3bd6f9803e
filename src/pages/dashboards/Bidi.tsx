import type { ReactNode } from 'react';

/**
 * Figures (amounts, percentages, dates) always read left to right: in a right-to-left
 * layout "-3.953,85 €" or "+12%" would otherwise come out as "€ 3.953,85-" and "12%+".
 */
export const Ltr = ({ children }: { children: ReactNode }) => <span dir="ltr">{children}</span>;

/**
 * A translated phrase kept in its own direction ("2 fatture scadute" stays in that order in
 * a right-to-left layout), still aligned by its container.
 */
export const Isolated = ({ children }: { children: ReactNode }) => <bdi>{children}</bdi>;
