// Page links for paged lists (spec working areas §5 "Pagination shows first, last and a window of 5 pages"):
// the first and last page always, five pages around the current one, gaps shown as an ellipsis.
import { Group, Pagination } from '@mantine/core';
import { useIntl } from 'react-intl';
import { limits } from '@club/contract/constants';

interface Props {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

/** The page numbers to show, with `null` for a gap; the window of 5 slides but never leaves the range. */
export function pageItems(page: number, total: number, window = limits.paginationWindow): (number | null)[] {
  if (total <= 1) return [1];
  const half = Math.floor(window / 2);
  let from = Math.max(1, page - half);
  const to = Math.min(total, from + window - 1);
  from = Math.max(1, to - window + 1);
  const out: (number | null)[] = [];
  if (from > 1) out.push(1);
  if (from > 2) out.push(null);
  for (let p = from; p <= to; p++) out.push(p);
  if (to < total - 1) out.push(null);
  if (to < total) out.push(total);
  return out;
}

export function Pager({ page, total, onChange }: Props) {
  const intl = useIntl();
  if (total <= 1) return null;
  const items = pageItems(page, total);
  return (
    <nav aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      <Pagination.Root total={total} value={page} onChange={onChange}>
        <Group gap={6} justify="center" wrap="wrap" component="div">
          <Pagination.Previous aria-label={intl.formatMessage({ id: 'pagination.previous' })} />
          {items.map((p, i) =>
            p === null ? (
              <Pagination.Dots key={`gap-${i}`} />
            ) : (
              <Pagination.Control
                key={p}
                active={p === page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={label(p)}
                onClick={() => onChange(p)}
              >
                {p}
              </Pagination.Control>
            ),
          )}
          <Pagination.Next aria-label={intl.formatMessage({ id: 'pagination.next' })} />
        </Group>
      </Pagination.Root>
    </nav>
  );

  function label(p: number) {
    return intl.formatMessage({ id: 'pagination.page' }, { page: p });
  }
}
