import type { ReactNode } from 'react';

/**
 * Figures (amounts, percentages, dates, document numbers) always read left to right: in a
 * right-to-left layout "-3.953,85 €" or "+12%" would otherwise come out as "€ 3.953,85-" and
 * "12%+". An element of its own, so it is also isolated from the text around it.
 */
export const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

/**
 * A name or translated phrase kept in its own direction ("Alfa S.r.l.", "1–22 di 22" stay in
 * that order in a right-to-left layout), still aligned by its container.
 */
export const Isolated = ({ children }: { children: ReactNode }) => <bdi>{children}</bdi>;
