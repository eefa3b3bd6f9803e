import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { HttpError, msg } from './errors';
import { pacer } from './pace';
import { LIMITS } from './spreadsheet/limits';

/** What a reader of an XML part listens to. */
export interface XmlHandlers {
  opentag?: (tag: SaxesTagPlain) => void;
  closetag?: (tag: SaxesTagPlain) => void;
  text?: (text: string) => void;
}

const notReadable = () => new HttpError(415, msg('import.damaged_xlsx'));

/**
 * Parses XML arriving in chunks (saxes: no DTD is read, no entity but XML's own). The shape of
 * the XML is bounded while it streams: the parser buffers whatever it has not yet reported (a
 * tag and its attributes, a text, a comment), so no more than `LIMITS.xmlPieceChars` may pass
 * without an event; elements may not nest deeper than `LIMITS.xmlDepth`. Other requests get
 * their turn between chunks. What `take` collected is handed out a chunk's worth at a time.
 */
export async function* parseXml<T>(
  chunks: AsyncIterable<Uint8Array>,
  handlers: XmlHandlers,
  take: () => T[],
): AsyncGenerator<T[]> {
  const parser = new SaxesParser();
  let fed = 0;
  let reported = 0;
  let depth = 0;
  const seen = () => (reported = fed);
  parser.on('opentag', (tag) => {
    seen();
    if (++depth > LIMITS.xmlDepth)
      throw new HttpError(413, msg('import.xml_too_deep', { max: LIMITS.xmlDepth }));
    handlers.opentag?.(tag);
  });
  parser.on('closetag', (tag) => {
    seen();
    depth--;
    handlers.closetag?.(tag);
  });
  // Comments, CDATA, processing instructions and DTDs are skipped: they report nothing, so
  // a long one counts as one piece. (A handler for each made saxes six times slower.)
  parser.on('text', (text) => {
    seen();
    handlers.text?.(text);
  });

  const decoder = new TextDecoder('utf-8');
  const pace = pacer();
  try {
    for await (const chunk of chunks) {
      const piece = decoder.decode(chunk, { stream: true });
      fed += piece.length;
      parser.write(piece);
      if (fed - reported > LIMITS.xmlPieceChars)
        throw new HttpError(413, msg('import.xml_piece', { max: LIMITS.xmlPieceChars }));
      const batch = take();
      if (batch.length) yield batch;
      await pace();
    }
    parser.write(decoder.decode()).close();
  } catch (error) {
    throw error instanceof HttpError ? error : notReadable();
  }
  const batch = take();
  if (batch.length) yield batch;
}

/** Parses a whole XML part for what its handlers collect. */
export async function readXml(chunks: AsyncIterable<Uint8Array>, handlers: XmlHandlers) {
  for await (const _ of parseXml(chunks, handlers, () => [] as never[]));
}
