import type { Locale } from '../../contract/messages';

/**
 * The 409 `company_changed` message in the five languages, kept here in one place until it
 * joins the shared server catalogue. `known`: the tab's company is one of the user's, named
 * by `%{from}`; `unknown`: the header named a company the user does not belong to, which is
 * never named back.
 */
export const companyChangedMessages = {
  it: {
    known:
      "Questa scheda lavorava su %{from}, ma nel frattempo l'azienda attiva è diventata %{to} (in un'altra scheda). Nulla è stato salvato.",
    unknown:
      "L'azienda attiva è %{to}, ma questa scheda lavorava su un'altra azienda. Nulla è stato salvato.",
  },
  en: {
    known:
      'This tab was working on %{from}, but meanwhile the active company became %{to} (in another tab). Nothing was saved.',
    unknown:
      'The active company is %{to}, but this tab was working on another company. Nothing was saved.',
  },
  de: {
    known:
      'Dieser Tab arbeitete für %{from}, aber inzwischen ist %{to} die aktive Firma geworden (in einem anderen Tab). Es wurde nichts gespeichert.',
    unknown:
      'Die aktive Firma ist %{to}, aber dieser Tab arbeitete für eine andere Firma. Es wurde nichts gespeichert.',
  },
  fr: {
    known:
      "Cet onglet travaillait sur %{from}, mais entre-temps l'entreprise active est devenue %{to} (dans un autre onglet). Rien n'a été enregistré.",
    unknown:
      "L'entreprise active est %{to}, mais cet onglet travaillait sur une autre entreprise. Rien n'a été enregistré.",
  },
  hu: {
    known:
      'Ez a lap a következő cégen dolgozott: %{from}; közben egy másik lapon megváltozott az aktív cég (most: %{to}). Semmi sem lett mentve.',
    unknown:
      'Az aktív cég: %{to}; ez a lap azonban egy másik cégen dolgozott. Semmi sem lett mentve.',
  },
} satisfies Record<Locale, { known: string; unknown: string }>;

/** The message in `locale`; `from` null when the tab's company must not be named. */
export function companyChangedMessage(locale: Locale, from: string | null, to: string): string {
  const table = companyChangedMessages[locale];
  const template = from === null ? table.unknown : table.known;
  return template.replace('%{from}', from ?? '').replace('%{to}', to);
}
