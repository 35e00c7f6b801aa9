// An article's structured text (contract `contentBlockSchema`) as React elements: every string is a text node, so
// nothing from the database is ever interpreted as HTML.
import { List, Text, Title } from '@mantine/core';
import type { ContentBlock } from '@club/contract/content';

export function ContentText({ blocks, headingOrder = 2 }: { blocks: ContentBlock[]; headingOrder?: 2 | 3 }) {
  return (
    <>
      {blocks.map((b, i) => {
        if (b.type === 'heading')
          return (
            <Title key={i} order={headingOrder} fz="lg" mt="sm">
              {b.text}
            </Title>
          );
        if (b.type === 'list')
          return (
            <List key={i} spacing={4}>
              {b.items.map((item, j) => (
                <List.Item key={j}>{item}</List.Item>
              ))}
            </List>
          );
        return (
          <Text key={i} lh={1.6}>
            {b.text}
          </Text>
        );
      })}
    </>
  );
}
