// The content editor's plain-text format: what staff type becomes the structured blocks members' pages render, and an
// item's blocks come back as the same text when it is opened again.
import { describe, expect, it } from 'vitest';
import { blocksToText, textToBlocks } from './content-edit';

describe('content text blocks', () => {
  it('splits paragraphs on blank lines, reads "## " as a subheading and "- " lines as a list', () => {
    const text = 'First paragraph\nstill first.\n\n## What is new\n\n- Tools\n- Workwear\n\n\nLast.';
    expect(textToBlocks(text)).toEqual([
      { type: 'paragraph', text: 'First paragraph\nstill first.' },
      { type: 'heading', text: 'What is new' },
      { type: 'list', items: ['Tools', 'Workwear'] },
      { type: 'paragraph', text: 'Last.' },
    ]);
    expect(textToBlocks(blocksToText(textToBlocks(text)))).toEqual(textToBlocks(text));
  });
  it('a block with a line that is not a list item stays a paragraph; empty text has no blocks', () => {
    expect(textToBlocks('- one\ntwo')).toEqual([{ type: 'paragraph', text: '- one\ntwo' }]);
    expect(textToBlocks('  \n\n ')).toEqual([]);
  });
});
