/**
 * SDI receipts shaped like the real ones (MessaggiTypes v1.0: the `ns3` prefix, the XAdES
 * signature after the content), for the receipt tests. `file` is the invoice's NomeFile.
 */
const NS = 'xmlns:ns3="http://www.fatturapa.gov.it/sdi/messaggi/v1.0"';
const DS = 'xmlns:ds="http://www.w3.org/2000/09/xmldsig#"';

const signature = `<ds:Signature Id="Signature1">
  <ds:SignedInfo><ds:CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>
  <ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>
  <ds:Reference URI=""><ds:DigestValue>ZmFrZQ==</ds:DigestValue></ds:Reference></ds:SignedInfo>
  <ds:SignatureValue>c2lnbmF0dXJl</ds:SignatureValue>
  <ds:Object><NomeFile>not-this-one.xml</NomeFile></ds:Object>
</ds:Signature>`;

const wrap = (root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<ns3:${root} ${NS} ${DS} versione="1.0">
${body}
${signature}
</ns3:${root}>
`;

const received = (file: string) => `  <IdentificativoSdI>4321987</IdentificativoSdI>
  <NomeFile>${file}</NomeFile>
  <Hash>9f2c1e9b1b0b6b0fd0b8a3c0a8b7a1f2e3d4c5b6a7980112233445566778899a</Hash>
  <DataOraRicezione>2026-11-24T10:15:02.000+01:00</DataOraRicezione>`;

const tail = `  <MessageId>987654321</MessageId>
  <Note>Ricevuta di prova</Note>`;

export const receipts = {
  RC: (file: string) =>
    wrap(
      'RicevutaConsegna',
      `${received(file)}
  <DataOraConsegna>2026-11-24T10:16:40.000+01:00</DataOraConsegna>
  <Destinatario><Codice>M5UXCR1</Codice><Descrizione>Rossi Forniture S.r.l.</Descrizione></Destinatario>
${tail}`,
    ),
  NS: (file: string, errors: { code: string; description: string; suggestion?: string }[]) =>
    wrap(
      'NotificaScarto',
      `${received(file)}
  <ListaErrori>
${errors
  .map(
    (e) =>
      `    <Errore><Codice>${e.code}</Codice><Descrizione>${e.description}</Descrizione>${
        e.suggestion ? `<Suggerimento>${e.suggestion}</Suggerimento>` : ''
      }</Errore>`,
  )
  .join('\n')}
  </ListaErrori>
${tail}`,
    ),
  MC: (file: string) =>
    wrap(
      'NotificaMancataConsegna',
      `${received(file)}
  <Descrizione>Casella PEC del destinatario piena</Descrizione>
${tail}`,
    ),
  NE: (file: string, esito: 'EC01' | 'EC02') =>
    wrap(
      'NotificaEsito',
      `  <IdentificativoSdI>4321987</IdentificativoSdI>
  <NomeFile>${file}</NomeFile>
  <EsitoCommittente>
    <IdentificativoSdI>4321987</IdentificativoSdI>
    <RiferimentoFattura><NumeroFattura>3/2026</NumeroFattura><AnnoFattura>2026</AnnoFattura></RiferimentoFattura>
    <Esito>${esito}</Esito>
    <Descrizione>Esito del committente</Descrizione>
  </EsitoCommittente>
${tail}`,
    ),
  AT: (file: string) =>
    wrap(
      'AttestazioneTrasmissioneFattura',
      `${received(file)}
  <Destinatario><Codice>UFABCD</Codice><Descrizione>Comune di Prova</Descrizione></Destinatario>
${tail}`,
    ),
  DT: (file: string) =>
    wrap(
      'NotificaDecorrenzaTermini',
      `  <IdentificativoSdI>4321987</IdentificativoSdI>
  <NomeFile>${file}</NomeFile>
  <Descrizione>Decorsi i termini</Descrizione>
${tail}`,
    ),
};

/** The receipt's own file name, as the SDI names it (`IT..._00001_RC_001.xml`). */
export const receiptName = (file: string, kind: string) =>
  `${file.replace(/\.xml$/, '')}_${kind}_001.xml`;
