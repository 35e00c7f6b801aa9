// Browsers may break a line after a hyphen, so a narrow button reads "e-" / "mail". Words with a hyphen are kept on
// one line (the rest of the text still wraps); screen readers and search see the same text.
import type { ReactNode } from 'react';

const hyphenated = /(\S*\p{L}-\p{L}\S*)/u;

/**
 * For `<FormattedMessage>{keepHyphenatedWords}</FormattedMessage>`: string chunks get their hyphenated words wrapped.
 * One outer span: inside a flex container (a button's label) loose text pieces would each become a flex item and lose
 * the spaces between them.
 */
export function keepHyphenatedWords(chunks: ReactNode[]): ReactNode {
  return (
    <span>
      {chunks.map((chunk, i) =>
        typeof chunk === 'string'
          ? chunk.split(hyphenated).map((part, j) =>
              j % 2 === 1 ? (
                <span key={`${i}-${j}`} style={{ whiteSpace: 'nowrap' }}>
                  {part}
                </span>
              ) : (
                part
              ),
            )
          : chunk,
      )}
    </span>
  );
}
